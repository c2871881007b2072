import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixturePicture } from './PaletteLoupe.fixtures';
import { PaletteAddModal } from './PaletteAddModal';

const meta = {
  title: 'Tools/color-palette/PaletteAddModal',
  component: PaletteAddModal,
  args: {
    opened: true,
    tab: 'wheel',
    picture: fixturePicture(),
    selection: ['#3060d8', '#30a848'],
    onTabChange: fn(),
    onSelect: fn(),
    onUnselect: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof PaletteAddModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () =>
  within(await within(document.body).findByRole('dialog', { name: 'Add Colors' }));

/** Two colours picked: they can be unselected, confirmed or cancelled. */
export const WithSelection: Story = {
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(modal.getByRole('button', { name: 'Unselect #30a848' }));
    await expect(args.onUnselect).toHaveBeenCalledWith('#30a848');
    await userEvent.click(modal.getByRole('button', { name: 'Confirm Colors' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

/** Nothing picked yet: 'Confirm Colors' is disabled (docs/product.md, color-palette). */
export const NothingSelected: Story = {
  args: { selection: [], tab: 'image' },
  play: async () => {
    const modal = await dialog();
    await expect(modal.getByRole('button', { name: 'Confirm Colors' })).toBeDisabled();
    await expect(await modal.findByRole('application', { name: /Pick a color/ })).toBeVisible();
  },
};
