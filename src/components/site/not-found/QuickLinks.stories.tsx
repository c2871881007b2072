import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { notFoundSuggestions } from '@/config/site';
import { QuickLinks } from './QuickLinks';

const meta = {
  title: 'Site/not-found/QuickLinks',
  component: QuickLinks,
  parameters: { layout: 'padded' },
  args: { links: notFoundSuggestions, label: 'Suggested pages' },
} satisfies Meta<typeof QuickLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourAcross: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Suggested pages' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/portfolio',
      '/projects',
      '/blog',
      '/contact',
    ]);
  },
};

export const Stacked: Story = { globals: atViewport('mobile') };
