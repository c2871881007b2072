import { Box, Text } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InfoCard } from './InfoCard';

const meta = {
  title: 'Site/home/InfoCard',
  component: InfoCard,
  parameters: { layout: 'padded' },
  args: {
    title: 'About Me',
    icon: <IconUser size={20} stroke={1.75} />,
    children: <Text c="dark.0">Any content goes in the card body.</Text>,
  },
  decorators: [
    (Story) => (
      <Box maw={480}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof InfoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithIcon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'About Me' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'About Me' })).toBeVisible();
  },
};

export const WithoutIcon: Story = {
  args: { icon: undefined },
};
