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
    // The two ratios are two items of a named list, apart on screen, never one run of text.
    const contrast = canvas.getByRole('list', { name: 'Contrast of #d83030' });
    const items = within(contrast).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['White 4.79:1', 'Black 4.39:1']);
    const [a, b] = items.map((item) => item.getBoundingClientRect());
    if (!a || !b) throw new Error('two contrast items expected');
    await expect(b.left >= a.right + 4 || b.top >= a.bottom).toBe(true);
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
