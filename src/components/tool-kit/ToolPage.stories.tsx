import { Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../../.storybook/viewports';
import { ToolSearchForm } from './ToolSearchForm';
import { ToolPage } from './ToolPage';

const meta = {
  title: 'Tools/tool-kit/ToolPage',
  component: ToolPage,
  args: {
    title: 'Video Analyzer',
    description:
      'Paste a YouTube video link or ID to see its views, engagement, estimated revenue and tags.',
    controls: (
      <ToolSearchForm
        label="YouTube video URL or ID"
        submitLabel="Analyze"
        onSubmit={() => undefined}
      />
    ),
    children: <Text>The tool’s results appear here.</Text>,
  },
} satisfies Meta<typeof ToolPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Video Analyzer' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All tools' })).toHaveAttribute('href', '/tools');
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
};
