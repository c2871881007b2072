import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { PICKER_NOW, winnerComment } from './WinnerCard.fixtures';
import { WinnerCard } from './WinnerCard';

const meta = {
  title: 'Tools/comment-picker/WinnerCard',
  component: WinnerCard,
  parameters: { layout: 'padded' },
  args: { winner: winnerComment, now: PICKER_NOW },
} satisfies Meta<typeof WinnerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Winner: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: '@lumalee' });
    await expect(within(card).getByText('2 days ago')).toBeVisible();
    // The comment is text: its markup shows as typed and makes no element.
    await expect(within(card).getByText(/<b>Pick me<\/b> please/)).toBeVisible();
    await expect(card.querySelector('b')).toBeNull();
  },
};

export const WithoutAvatar: Story = {
  args: { winner: { ...winnerComment, authorAvatarUrl: null, text: 'Short one' } },
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('L')).toBeVisible();
  },
};
