import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { COMMENT_PICKER_MESSAGES } from '@/domain/tools/comment-picker/commentPicker';
import { PICKER_NOW, pickerComment, winnerComment } from './WinnerCard.fixtures';
import { CommentPickerDraw } from './CommentPickerDraw';

const meta = {
  title: 'Tools/comment-picker/CommentPickerDraw',
  component: CommentPickerDraw,
  parameters: { layout: 'padded' },
  args: {
    phase: 'winner',
    shufflingName: null,
    winner: winnerComment,
    earlierWinners: [],
    counts: { comments: 12, entries: 12, left: 11 },
    message: null,
    canReroll: true,
    now: PICKER_NOW,
    onReroll: fn(),
    onStartOver: fn(),
  },
} satisfies Meta<typeof CommentPickerDraw>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shuffling: Story = {
  args: { phase: 'shuffling', shufflingName: '@framejunkie', winner: null },
  play: async ({ canvasElement }) => {
    const draw = within(canvasElement);
    await expect(draw.getByText('@framejunkie')).toHaveAttribute('aria-hidden', 'true');
    await expect(draw.queryByRole('button', { name: 'Reroll Winner' })).toBeNull();
  },
};

export const WinnerWithEarlierWinners: Story = {
  args: {
    earlierWinners: [pickerComment(0), pickerComment(1)],
    counts: { comments: 12, entries: 12, left: 9 },
  },
  play: async ({ canvasElement, args }) => {
    const draw = within(canvasElement);
    await expect(
      draw.getByText('12 comments · 12 eligible entries · 9 left to draw'),
    ).toBeVisible();
    const earlier = draw.getByRole('region', { name: 'Earlier winners' });
    await expect(within(earlier).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(draw.getByRole('button', { name: 'Reroll Winner' }));
    await expect(args.onReroll).toHaveBeenCalledTimes(1);
    await userEvent.click(draw.getByRole('button', { name: 'Start Over' }));
    await expect(args.onStartOver).toHaveBeenCalledTimes(1);
  },
};

export const NoMoreEntries: Story = {
  args: {
    phase: 'exhausted',
    earlierWinners: [pickerComment(0)],
    counts: { comments: 2, entries: 2, left: 0 },
    message: COMMENT_PICKER_MESSAGES.noMoreEntries,
    canReroll: false,
  },
  play: async ({ canvasElement }) => {
    const draw = within(canvasElement);
    await expect(draw.getByRole('alert')).toHaveTextContent(COMMENT_PICKER_MESSAGES.noMoreEntries);
    await expect(draw.getByRole('button', { name: 'Reroll Winner' })).toBeDisabled();
  },
};
