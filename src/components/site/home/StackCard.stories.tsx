import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { stack } from '@/config/site';
import { atViewport } from '../../../../.storybook/viewports';
import { StackCard } from './StackCard';

const meta = {
  title: 'Site/home/StackCard',
  component: StackCard,
  parameters: { layout: 'padded' },
  args: { tools: stack },
  decorators: [
    (Story) => (
      <Box maw={520}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof StackCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'My Stack' });
    const items = within(card).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(items[0]).toHaveTextContent('Premiere Pro');
    await expect(items[0]).toHaveTextContent('Video editing');
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
};
