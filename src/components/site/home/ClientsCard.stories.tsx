import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { clients, moreClientsCount } from '@/config/site';
import { atViewport } from '../../../../.storybook/viewports';
import { ClientsCard } from './ClientsCard';

const meta = {
  title: 'Site/home/ClientsCard',
  component: ClientsCard,
  parameters: { layout: 'padded' },
  args: { clients, moreCount: moreClientsCount },
  decorators: [
    (Story) => (
      <Box maw={960}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ClientsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: "I've Worked With" });
    const items = within(card).getAllByRole('listitem');
    await expect(items).toHaveLength(8);
    await expect(items[0]).toHaveTextContent('Mika Plays');
    await expect(items[0]).toHaveTextContent('4.2M subscribers');
    await expect(within(card).getByText('+ 12 more creators and counting')).toBeVisible();
  },
};

/** With no further creators to mention, the closing line is left out. */
export const NoMoreCreators: Story = {
  args: { clients: clients.slice(0, 4), moreCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/more creators and counting/)).toBeNull();
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
};
