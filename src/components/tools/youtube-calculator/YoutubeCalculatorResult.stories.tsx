import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { SHORT_VIDEO_NOTE } from '@/domain/tools/youtube-calculator/earnings';
import { YoutubeCalculatorResult } from './YoutubeCalculatorResult';

const meta = {
  title: 'Tools/youtube-calculator/YoutubeCalculatorResult',
  component: YoutubeCalculatorResult,
  parameters: { layout: 'padded' },
  args: { result: null, error: null, stale: false },
  decorators: [
    (Story) => (
      <Box maw={480}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof YoutubeCalculatorResult>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Estimated Earnings' }));

/** Before the first calculation: the heading and what to do. */
export const NotCalculated: Story = {
  play: async ({ canvasElement }) => {
    const result = region(canvasElement);
    await expect(
      result.getByRole('heading', { level: 2, name: 'Estimated Earnings' }),
    ).toBeVisible();
    await expect(
      result.getByText(/choose a category, then press Calculate Earnings/),
    ).toBeVisible();
    await expect(result.queryByRole('alert')).toBeNull();
  },
};

export const ResultShown: Story = {
  args: { result: '$33.00 - $55.00' },
  play: async ({ canvasElement }) => {
    const result = region(canvasElement);
    await expect(result.getByText('$33.00 - $55.00')).toBeVisible();
    await expect(result.queryByText(/previous settings/)).toBeNull();
  },
};

/** A video of 3 minutes or less: $0, and why, in place of the usual note. */
export const ShortVideoEarnsNothing: Story = {
  args: { result: '$0.00 - $0.00', note: SHORT_VIDEO_NOTE },
  play: async ({ canvasElement }) => {
    const result = region(canvasElement);
    await expect(result.getByText('$0.00 - $0.00')).toBeVisible();
    await expect(result.getByText(SHORT_VIDEO_NOTE)).toBeVisible();
    await expect(result.queryByText(/A typical range/)).toBeNull();
  },
};

/** An input changed after the result: the old figure stays, dimmed, with a note. */
export const Stale: Story = {
  args: { result: '$33.00 - $55.00', stale: true },
  play: async ({ canvasElement }) => {
    const result = region(canvasElement);
    await expect(result.getByText('$33.00 - $55.00')).toHaveAttribute('data-stale', 'true');
    await expect(
      result.getByText('For the previous settings. Press Calculate Earnings to update it.'),
    ).toBeVisible();
  },
};

/** No category: the documented message as an inline alert, no figure. */
export const NoCategory: Story = {
  args: { error: 'Please choose a category' },
  play: async ({ canvasElement }) => {
    const result = region(canvasElement);
    await expect(result.getByRole('alert')).toHaveTextContent('Please choose a category');
    await expect(result.queryByText(/^\$/)).toBeNull();
  },
};

/** The widest figure (60 minutes, 5,000,000 views, Education) on a phone. */
export const WidestFigureNarrow: Story = {
  args: { result: '$54,000.00 - $90,000.00' },
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement).getByText('$54,000.00 - $90,000.00')).toBeVisible();
  },
};
