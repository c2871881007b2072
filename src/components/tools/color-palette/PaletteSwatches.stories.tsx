import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureBlocks } from './PaletteLoupe.fixtures';
import { PaletteSwatches } from './PaletteSwatches';

const meta = {
  title: 'Tools/color-palette/PaletteSwatches',
  component: PaletteSwatches,
  args: {
    colors: [...fixtureBlocks],
    format: 'hex',
    exporting: false,
    onFormatChange: fn(),
    onCopy: fn(),
    onRemove: fn(),
    onAdd: fn(),
    onExport: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof PaletteSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each swatch copies its code, shows its contrast on white and black, and can be removed. */
export const Swatches: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('White 4.79:1')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy #3060d8' }));
    await expect(args.onCopy).toHaveBeenCalledWith('#3060d8');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove #f0c030' }));
    await expect(args.onRemove).toHaveBeenCalledWith('#f0c030');
    await userEvent.click(canvas.getByRole('button', { name: 'JSON' }));
    await expect(args.onExport).toHaveBeenCalledWith('json');
  },
};

export const RgbCodes: Story = {
  args: { format: 'rgb' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Copy rgb(216, 48, 48)' }),
    ).toBeVisible();
  },
};
