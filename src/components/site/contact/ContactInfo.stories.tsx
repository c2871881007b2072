import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { socials } from '@/config/site';
import { ContactInfo } from './ContactInfo';

const meta = {
  title: 'Site/contact/ContactInfo',
  component: ContactInfo,
  parameters: { layout: 'padded' },
  args: { responseTime: 'Usually within 24 hours', location: 'United States', socials },
  decorators: [
    (Story) => (
      <Box maw={420}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ContactInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Let's Work Together",
    );
    await expect(canvas.getByText('Usually within 24 hours')).toBeVisible();
    await expect(canvas.getByText('United States')).toBeVisible();
  },
};
