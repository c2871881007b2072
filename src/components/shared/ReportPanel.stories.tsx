import { Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReportPanel } from './ReportPanel';

const meta = {
  title: 'Shared UI/ReportPanel',
  component: ReportPanel,
  parameters: { layout: 'padded' },
  args: {
    title: 'Highlights',
    children: <Text>The most and least viewed videos of the playlist.</Text>,
  },
} satisfies Meta<typeof ReportPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NamedByItsTitle: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Highlights' });
    await expect(within(panel).getByRole('heading', { level: 3 })).toHaveTextContent('Highlights');
  },
};

export const TitleWithACount: Story = {
  args: { title: 'Tags (12)', label: 'Tags' },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Tags' });
    await expect(within(panel).getByRole('heading')).toHaveTextContent('Tags (12)');
  },
};
