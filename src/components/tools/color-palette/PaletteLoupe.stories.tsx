import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixturePicture } from './PaletteLoupe.fixtures';
import { PaletteLoupe } from './PaletteLoupe';

const meta = {
  title: 'Tools/color-palette/PaletteLoupe',
  component: PaletteLoupe,
  args: { picture: fixturePicture(), onPick: fn() },
} satisfies Meta<typeof PaletteLoupe>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts in the middle (blue); Shift+ArrowLeft ×5 moves 50 px onto red; Enter picks it. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const picker = within(canvasElement).getByRole('application', { name: /#3060d8/ });
    picker.focus();
    await userEvent.keyboard(
      '{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}',
    );
    await expect(picker).toHaveAccessibleName(/#d83030/);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith('#d83030');
  },
};
