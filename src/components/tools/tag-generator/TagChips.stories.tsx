import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

/**
 * Removing a chip hands focus to the next one (the previous one for the last); removing the last
 * chip left calls `onEmptied`, where the screen puts focus.
 */
export const FocusAfterRemoving: Story = {
  args: { tags: editingTagTexts.slice(0, 3), onEmptied: fn() },
  parameters: { visual: { skip: 'focus only: fewer chips as Chips draws them' } },
  render: function KeptChips(args) {
    const [tags, setTags] = useState(args.tags);
    return (
      <TagChips
        {...args}
        tags={tags}
        onRemove={(tag) => {
          args.onRemove(tag);
          setTags((kept) => kept.filter((kept) => kept !== tag));
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const chip = (tag: string) =>
      within(canvasElement).getByRole('button', { name: `Remove tag ${tag}` });
    const [, second, third] = editingTagTexts;
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(chip(second ?? '')).toHaveFocus());
    await userEvent.tab();
    await expect(chip(third ?? '')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(chip(second ?? '')).toHaveFocus());
    await expect(args.onEmptied).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEmptied).toHaveBeenCalledTimes(1);
    await expect(args.onRemove).toHaveBeenCalledTimes(3);
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};
