import { Text, Title } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../../.storybook/viewports';
import { PageSection } from './PageSection';

const meta = {
  title: 'Shared UI/PageSection',
  component: PageSection,
  args: {
    'aria-label': 'Example page',
    children: (
      <>
        <Title order={1}>Page title</Title>
        <Text>
          Listing pages (blog, shop, projects, tools) put their content in this column: at most
          1200px wide, centred, with less padding on narrow screens.
        </Text>
      </>
    ),
  },
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Example page' });
    await expect(getComputedStyle(section).maxWidth).toBe('1200px');
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
};
