import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { toBlogCategory } from '@/domain/site/blog/categories';
import { BlogCategoryFilter } from './BlogCategoryFilter';

const meta = {
  title: 'Site/blog/BlogCategoryFilter',
  component: BlogCategoryFilter,
  parameters: { layout: 'padded' },
  args: {
    categories: ['Editing Tips', 'Gear', 'Tutorials', 'YouTube Growth'].map(toBlogCategory),
    selected: 'All',
    onSelect: fn(),
  },
} satisfies Meta<typeof BlogCategoryFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

const filter = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('group', { name: 'Filter posts by category' }));

export const AllSelected: Story = {
  play: async ({ canvasElement, args }) => {
    const buttons = filter(canvasElement);
    await expect(buttons.getAllByRole('button')).toHaveLength(5);
    await expect(buttons.getByRole('button', { name: 'All Posts' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(buttons.getByRole('button', { name: 'Gear' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(buttons.getByRole('button', { name: 'YouTube Growth' }));
    await expect(args.onSelect).toHaveBeenCalledWith('YouTube Growth');
  },
};

export const CategorySelected: Story = {
  args: { selected: 'Tutorials' },
  play: async ({ canvasElement, args }) => {
    const buttons = filter(canvasElement);
    await expect(buttons.getByRole('button', { name: 'Tutorials' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(buttons.getByRole('button', { name: 'All Posts' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(buttons.getByRole('button', { name: 'All Posts' }));
    await expect(args.onSelect).toHaveBeenCalledWith('All');
  },
};

/** On a phone the buttons wrap onto several rows. */
export const WrapsWhenNarrow: Story = {
  globals: atViewport('mobile'),
  args: { selected: 'YouTube Growth' },
};
