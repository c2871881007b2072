import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { linkPageSocials, owner } from '@/config/site';
import { ProfileCard } from './ProfileCard';

const meta = {
  title: 'Site/links/ProfileCard',
  component: ProfileCard,
  parameters: { layout: 'padded' },
  args: {
    name: owner.name,
    jobTitle: owner.jobTitle,
    bio: owner.shortBio,
    photo: owner.photo,
    socials: linkPageSocials,
  },
} satisfies Meta<typeof ProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(owner.name);
    await expect(canvas.getByText(owner.jobTitle)).toBeVisible();
    await expect(canvas.getByText(owner.shortBio)).toBeVisible();
    const socials = within(canvas.getByRole('list', { name: `${owner.name} on social media` }));
    const links = socials.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      linkPageSocials.map((social) => social.url),
    );
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
  },
};

export const Mobile: Story = { globals: atViewport('mobile') };
