import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { copyrightYear, footerSocials } from '@/config/site';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Site/home/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'padded' },
  args: { copyrightYear, socials: footerSocials },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('© 2025')).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAccessibleName('YouTube (opens in a new tab)');
    await expect(links[1]).toHaveAccessibleName('X (Twitter) (opens in a new tab)');
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
};
