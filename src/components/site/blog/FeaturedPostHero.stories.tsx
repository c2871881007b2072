import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { interactivePost, workflowPost } from './BlogPostCard.fixtures';
import { FeaturedPostHero } from './FeaturedPostHero';

const meta = {
  title: 'Site/blog/FeaturedPostHero',
  component: FeaturedPostHero,
  parameters: { layout: 'padded' },
  args: { post: workflowPost },
} satisfies Meta<typeof FeaturedPostHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const hero = within(within(canvasElement).getByRole('region', { name: 'Featured post' }));
    await expect(hero.getByText('Featured')).toBeVisible();
    await expect(hero.getByRole('link')).toHaveAccessibleName(workflowPost.title);
    await expect(hero.getByRole('link')).toHaveAttribute(
      'href',
      '/blog/the-complete-youtube-editing-workflow',
    );
    await expect(hero.getByText('March 14, 2025')).toBeVisible();
    await expect(hero.getByText('12 min read')).toBeVisible();
  },
};

/** Picture above the text on a phone. */
export const Mobile: Story = { globals: atViewport('mobile') };

export const InteractiveFeatured: Story = {
  args: { post: interactivePost },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Interactive')).toBeVisible();
  },
};
