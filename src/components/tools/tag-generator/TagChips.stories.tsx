import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { editingTagTexts } from './TagChips.fixtures';
import { TagChips } from './TagChips';

const meta = {
  title: 'Tools/tag-generator/TagChips',
  component: TagChips,
  parameters: { layout: 'padded' },
  args: { tags: editingTagTexts, onRemove: fn() },
} satisfies Meta<typeof TagChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chips: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Generated tags' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(editingTagTexts.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove tag color grading' }));
    await expect(args.onRemove).toHaveBeenCalledWith('color grading');
  },
};

/** Each chip is reached with Tab and removed with Enter. */
export const ByKeyboard: Story = {
  parameters: { visual: { skip: 'ends as Chips draws' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Remove tag how to edit videos' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith('how to edit videos');
  },
};
