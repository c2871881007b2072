import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { navigation, owner, socials } from '@/config/site';
import { Sidebar } from './Sidebar';

const meta = {
  title: 'Site/shell/Sidebar',
  component: Sidebar,
  args: {
    profile: { name: owner.name, role: owner.role, photo: owner.photo },
    socials,
    groups: navigation,
    activePath: '/',
    onNavigate: fn(),
  },
  decorators: [
    (Story) => (
      <Box w={260} bg="dark.8" mih="100vh">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeActive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: owner.name })).toBeVisible();
    await expect(canvas.getByText('Video Editor')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Portfolio' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** Exact match only: /blog is active on /blog, not on a post under it. */
export const BlogActive: Story = {
  args: { activePath: '/blog' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const NothingActiveOnNestedPath: Story = {
  args: { activePath: '/blog/editing-tips' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current');
  },
};

export const FollowingALinkNotifies: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Contact' }));
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
  },
};
