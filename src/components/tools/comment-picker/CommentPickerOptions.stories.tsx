import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { DEFAULT_PICKER_OPTIONS } from '@/domain/tools/comment-picker/commentPicker';
import { CommentPickerOptions } from './CommentPickerOptions';

const meta = {
  title: 'Tools/comment-picker/CommentPickerOptions',
  component: CommentPickerOptions,
  parameters: { layout: 'padded' },
  args: { options: DEFAULT_PICKER_OPTIONS, onOptionsChange: fn() },
} satisfies Meta<typeof CommentPickerOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One entry per commenter is on by default; each change reports the whole set of options. */
export const Defaults: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const onePerCommenter = form.getByRole('checkbox', { name: 'One entry per commenter' });
    await expect(onePerCommenter).toBeChecked();
    await userEvent.click(onePerCommenter);
    await expect(args.onOptionsChange).toHaveBeenLastCalledWith({
      onePerCommenter: false,
      keyword: '',
    });
    await userEvent.type(form.getByRole('textbox', { name: 'Only comments containing' }), 'g');
    await expect(args.onOptionsChange).toHaveBeenLastCalledWith({
      onePerCommenter: true,
      keyword: 'g',
    });
  },
};

export const KeywordMobile: Story = {
  args: { options: { onePerCommenter: false, keyword: '#giveaway' } },
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('checkbox', { name: 'One entry per commenter' })).not.toBeChecked();
    await expect(form.getByRole('textbox', { name: 'Only comments containing' })).toHaveValue(
      '#giveaway',
    );
  },
};
