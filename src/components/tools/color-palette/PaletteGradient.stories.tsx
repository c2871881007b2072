import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PALETTE_MESSAGES } from '@/domain/tools/color-palette/paletteExport';
import { PaletteGradient } from './PaletteGradient';

const meta = {
  title: 'Tools/color-palette/PaletteGradient',
  component: PaletteGradient,
  args: {
    canGradient: true,
    needMoreMessage: PALETTE_MESSAGES.needTwoColors,
    seedText: '1',
    seedError: null,
    rendering: false,
    onSeedChange: fn(),
    onDownload: fn(),
  },
} satisfies Meta<typeof PaletteGradient>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download (4K)' }));
    await expect(args.onDownload).toHaveBeenCalled();
  },
};

export const NeedsTwoColors: Story = {
  args: { canGradient: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(PALETTE_MESSAGES.needTwoColors)).toBeVisible();
  },
};
