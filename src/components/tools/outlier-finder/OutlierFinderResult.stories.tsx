import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import {
  allLeftOut,
  resultsWithLeftOut,
  shortsResults,
  videoResults,
} from './OutlierFinderResult.fixtures';
import { OutlierFinderResult } from './OutlierFinderResult';

const meta = {
  title: 'Tools/outlier-finder/OutlierFinderResult',
  component: OutlierFinderResult,
  parameters: { layout: 'padded' },
  args: { results: videoResults },
} satisfies Meta<typeof OutlierFinderResult>;

export default meta;
type Story = StoryObj<typeof meta>;

const colourOf = (badge: HTMLElement) => badge.closest('.mantine-Badge-root');

/** Six videos, with a badge of each colour (red, purple, blue, grey). */
export const Videos: Story = {
  play: async ({ canvasElement }) => {
    const results = within(canvasElement);
    await expect(
      results.getByRole('heading', { level: 2, name: 'Top videos for “short film”' }),
    ).toBeVisible();
    await expect(results.getAllByRole('article')).toHaveLength(6);
    // Markup in a title is text, never HTML.
    await expect(
      results.getByRole('heading', {
        level: 3,
        name: 'Colour grading <b>without</b> a grading panel',
      }),
    ).toBeVisible();
    await expect(colourOf(results.getByText('250x'))).toHaveAttribute(
      'style',
      expect.stringContaining('red'),
    );
    await expect(colourOf(results.getByText('62.5x'))).toHaveAttribute(
      'style',
      expect.stringContaining('purple'),
    );
    await expect(colourOf(results.getByText('12.4x'))).toHaveAttribute(
      'style',
      expect.stringContaining('blue'),
    );
    await expect(colourOf(results.getByText('9.4x'))).toHaveAttribute(
      'style',
      expect.stringContaining('gray'),
    );
    await expect(results.queryByText(/left out/)).toBeNull();
  },
};

export const Shorts: Story = {
  args: { results: shortsResults },
  play: async ({ canvasElement }) => {
    const results = within(canvasElement);
    await expect(
      results.getByRole('heading', { level: 2, name: 'Top shorts for “short film”' }),
    ).toBeVisible();
    await expect(results.getAllByRole('article')).toHaveLength(3);
  },
};

export const SomeLeftOut: Story = {
  args: { results: resultsWithLeftOut },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('2 videos left out: their channels hide subscriber counts'),
    ).toBeVisible();
  },
};

export const AllLeftOut: Story = {
  args: { results: allLeftOut },
  play: async ({ canvasElement }) => {
    const results = within(canvasElement);
    await expect(
      results.getByText('4 videos left out: their channels hide subscriber counts'),
    ).toBeVisible();
    await expect(results.queryAllByRole('article')).toHaveLength(0);
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(6);
  },
};
