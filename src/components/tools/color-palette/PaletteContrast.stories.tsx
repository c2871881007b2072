import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { fixtureBlocks } from './PaletteLoupe.fixtures';
import { PaletteContrast } from './PaletteContrast';

const meta = {
  title: 'Tools/color-palette/PaletteContrast',
  component: PaletteContrast,
  args: { colors: [...fixtureBlocks], pair: ['#f0c030', '#3060d8'], onPick: fn() },
} satisfies Meta<typeof PaletteContrast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Yellow on blue: 3.24:1, enough for large text only (WCAG). */
export const TwoChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3.24:1')).toBeVisible();
    await expect(canvas.getByText('AA Large')).toBeVisible();
  },
};
