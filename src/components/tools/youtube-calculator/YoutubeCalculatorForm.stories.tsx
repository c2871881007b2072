import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EARNINGS_CATEGORIES } from '@/domain/tools/youtube-calculator/earnings';
import { YoutubeCalculatorForm } from './YoutubeCalculatorForm';

const meta = {
  title: 'Tools/youtube-calculator/YoutubeCalculatorForm',
  component: YoutubeCalculatorForm,
  parameters: { layout: 'padded' },
  args: {
    minutes: 10,
    views: 10_000,
    category: null,
    categories: EARNINGS_CATEGORIES,
    categoryMissing: false,
    onMinutesChange: fn(),
    onViewsChange: fn(),
    onCategoryChange: fn(),
    onCalculate: fn(),
  },
  decorators: [
    (Story) => (
      <Box maw={640}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof YoutubeCalculatorForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const slider = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('slider', { name });

/** Focuses a slider's thumb (a click would move it to the pointer) and presses `keys`. */
async function press(thumb: HTMLElement, keys: string) {
  thumb.focus();
  await userEvent.keyboard(keys);
}

/**
 * The defaults: labels with current values, arrows step the length by a minute, views by 1,000;
 * PageUp and PageDown by 5 minutes and 10,000 views.
 */
export const Defaults: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Video Length')).toBeVisible();
    await expect(canvas.getByText('10 minutes')).toBeVisible();
    await expect(canvas.getByText('Views')).toBeVisible();
    await expect(canvas.getByText('10,000')).toBeVisible();

    const length = slider(canvasElement, 'Video Length');
    await expect(length).toHaveAttribute('aria-valuetext', '10 minutes');
    await press(length, '{ArrowRight}');
    await expect(args.onMinutesChange).toHaveBeenLastCalledWith(11);
    await press(length, '{ArrowLeft}');
    await expect(args.onMinutesChange).toHaveBeenLastCalledWith(9);

    const views = slider(canvasElement, 'Views');
    await expect(views).toHaveAttribute('aria-valuetext', '10,000 views');
    await press(views, '{ArrowRight}');
    await expect(args.onViewsChange).toHaveBeenLastCalledWith(11_000);
    await press(views, '{ArrowLeft}');
    await expect(args.onViewsChange).toHaveBeenLastCalledWith(9_000);
    await press(views, '{End}');
    await expect(args.onViewsChange).toHaveBeenLastCalledWith(5_000_000);
    await press(views, '{Home}');
    await expect(args.onViewsChange).toHaveBeenLastCalledWith(1_000);
    await press(views, '{PageUp}');
    await expect(args.onViewsChange).toHaveBeenLastCalledWith(20_000);
    await press(views, '{PageDown}');
    await expect(args.onViewsChange).toHaveBeenLastCalledWith(1_000);
    await press(length, '{PageUp}');
    await expect(args.onMinutesChange).toHaveBeenLastCalledWith(15);
    await press(length, '{PageDown}');
    await expect(args.onMinutesChange).toHaveBeenLastCalledWith(5);

    await userEvent.click(canvas.getByRole('button', { name: 'Calculate Earnings' }));
    await expect(args.onCalculate).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('combobox', { name: 'Category' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** From 100,000 views the arrows move by 50,000; below it by 1,000. */
export const ViewsAboveHundredThousand: Story = {
  args: { views: 100_000 },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('100,000')).toBeVisible();
    const views = slider(canvasElement, 'Views');
    await press(views, '{ArrowRight}');
    await expect(args.onViewsChange).toHaveBeenLastCalledWith(150_000);
    await press(views, '{ArrowLeft}');
    await expect(args.onViewsChange).toHaveBeenLastCalledWith(99_000);
    await press(views, '{ArrowUp}');
    await expect(args.onViewsChange).toHaveBeenLastCalledWith(150_000);
    await press(views, '{PageUp}');
    await expect(args.onViewsChange).toHaveBeenLastCalledWith(600_000);
    await press(views, '{PageDown}');
    await expect(args.onViewsChange).toHaveBeenLastCalledWith(90_000);
  },
};

/** The category list: the documented fifteen, by name; choosing one reports its key. */
export const ChoosingACategory: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Category' }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(EARNINGS_CATEGORIES.map(({ label }) => label));
    await userEvent.click(within(listbox).getByRole('option', { name: 'Education' }));
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith('education');
  },
};

export const CategoryChosen: Story = {
  args: { category: 'education' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Category' })).toHaveValue(
      'Education',
    );
  },
};

/** After 'Calculate Earnings' without a category the select is marked invalid. */
export const CategoryMissing: Story = {
  args: { categoryMissing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Category' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The largest values: the sliders at their ends, the widest value texts. */
export const MaxValues: Story = {
  args: { minutes: 60, views: 5_000_000, category: 'science' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('60 minutes')).toBeVisible();
    await expect(canvas.getByText('5,000,000')).toBeVisible();
    await press(slider(canvasElement, 'Video Length'), '{PageUp}');
    await expect(args.onMinutesChange).toHaveBeenLastCalledWith(60);
    await press(slider(canvasElement, 'Views'), '{PageUp}');
    await expect(args.onViewsChange).toHaveBeenLastCalledWith(5_000_000);
    await press(slider(canvasElement, 'Views'), '{ArrowRight}');
    await expect(args.onViewsChange).toHaveBeenLastCalledWith(5_000_000);
  },
};

/** One minute: the singular. */
export const MinValues: Story = {
  args: { minutes: 1, views: 1_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 minute')).toBeVisible();
    await expect(canvas.getByText('1,000')).toBeVisible();
  },
};
