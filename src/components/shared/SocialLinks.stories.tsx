import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { socials } from '@/config/site';
import { SocialLinks } from './SocialLinks';

const meta = {
  title: 'Shared UI/SocialLinks',
  component: SocialLinks,
  parameters: { layout: 'padded' },
  args: { links: socials },
  decorators: [
    (Story) => (
      <Box maw={228}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SocialLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Icons: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(4);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
};

export const Inline: Story = {
  args: { variant: 'inline', links: socials.slice(0, 2) },
};

export const Buttons: Story = {
  args: { variant: 'buttons', links: socials.slice(0, 3) },
};
