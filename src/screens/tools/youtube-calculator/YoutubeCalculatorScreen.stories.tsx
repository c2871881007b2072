import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { youtubeCalculatorMachine } from '@/machines/tools/youtube-calculator/youtubeCalculatorMachine';
import { YoutubeCalculatorScreen } from './YoutubeCalculatorScreen';

const meta = {
  title: 'Tools/youtube-calculator/YoutubeCalculatorScreen',
  component: YoutubeCalculatorScreen,
  parameters: {
    shell: true,
    route: '/tools/youtube-calculator',
    machine: youtubeCalculatorMachine,
    machineStates: {
      idle: [
        'Default',
        'CategoryChosen',
        'NoCategoryError',
        'ErrorClearedByChoosing',
        'ViewsKeyboardSteps',
      ],
      'calculated.current': ['ResultShown', 'MaxValues', 'Narrow'],
      'calculated.stale': 'ResultStale',
    },
  },
} satisfies Meta<typeof YoutubeCalculatorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));
const result = (canvasElement: HTMLElement) =>
  within(main(canvasElement).getByRole('region', { name: 'Estimated Earnings' }));
const slider = (canvasElement: HTMLElement, name: string) =>
  main(canvasElement).getByRole('slider', { name });

async function chooseCategory(canvasElement: HTMLElement, name: string) {
  await userEvent.click(main(canvasElement).getByRole('combobox', { name: 'Category' }));
  const listbox = await within(document.body).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name }));
  await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
}

const calculate = (canvasElement: HTMLElement) =>
  userEvent.click(main(canvasElement).getByRole('button', { name: 'Calculate Earnings' }));

/** Presses `key` on a slider's thumb (focused, not clicked: a click moves it to the pointer). */
async function press(thumb: HTMLElement, key: string, times = 1) {
  thumb.focus();
  for (let i = 0; i < times; i += 1) await userEvent.keyboard(key);
}

/** 10 minutes, 10,000 views, no category, nothing calculated yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'YouTube Calculator' })).toBeVisible();
    await expect(slider(canvasElement, 'Video Length')).toHaveAttribute(
      'aria-valuetext',
      '10 minutes',
    );
    await expect(slider(canvasElement, 'Views')).toHaveAttribute('aria-valuetext', '10,000 views');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('');
    await expect(
      result(canvasElement).getByRole('heading', { level: 2, name: 'Estimated Earnings' }),
    ).toBeVisible();
  },
};

export const CategoryChosen: Story = {
  play: async ({ canvasElement }) => {
    await chooseCategory(canvasElement, 'Education');
    await expect(main(canvasElement).getByRole('combobox', { name: 'Category' })).toHaveValue(
      'Education',
    );
  },
};

/** Defaults and Education: 10,000 / 1000 × 10 × 1.1 = 110, shown as 30% to 50% of it. */
export const ResultShown: Story = {
  play: async ({ canvasElement }) => {
    await chooseCategory(canvasElement, 'Education');
    await calculate(canvasElement);
    await expect(result(canvasElement).getByText('$33.00 - $55.00')).toBeVisible();
  },
};

/** Moving a slider after a result keeps the figure, marked as out of date, until recalculated. */
export const ResultStale: Story = {
  play: async ({ canvasElement }) => {
    await chooseCategory(canvasElement, 'Education');
    await calculate(canvasElement);
    await press(slider(canvasElement, 'Video Length'), '{ArrowLeft}', 2);
    await expect(main(canvasElement).getByText('8 minutes')).toBeVisible();
    await expect(result(canvasElement).getByText('$33.00 - $55.00')).toBeVisible();
    await expect(result(canvasElement).getByText(/For the previous settings/)).toBeVisible();
    await calculate(canvasElement);
    // 8 minutes: multiplier 1, so 100 → 30% and 50%.
    await expect(result(canvasElement).getByText('$30.00 - $50.00')).toBeVisible();
    await expect(result(canvasElement).queryByText(/For the previous settings/)).toBeNull();
    await press(slider(canvasElement, 'Views'), '{ArrowRight}');
    await expect(result(canvasElement).getByText(/For the previous settings/)).toBeVisible();
  },
};

export const NoCategoryError: Story = {
  play: async ({ canvasElement }) => {
    await calculate(canvasElement);
    const alert = await result(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Please choose a category');
    await expect(main(canvasElement).getByRole('combobox', { name: 'Category' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Choosing a category after the message takes it away. */
export const ErrorClearedByChoosing: Story = {
  play: async ({ canvasElement }) => {
    await calculate(canvasElement);
    await result(canvasElement).findByRole('alert');
    await chooseCategory(canvasElement, 'Gaming');
    await waitFor(() => expect(result(canvasElement).queryByRole('alert')).toBeNull());
  },
};

/** Both sliders at their ends (End key) with Education: the widest figure. */
export const MaxValues: Story = {
  play: async ({ canvasElement }) => {
    await press(slider(canvasElement, 'Video Length'), '{End}');
    await press(slider(canvasElement, 'Views'), '{End}');
    await expect(main(canvasElement).getByText('60 minutes')).toBeVisible();
    await expect(slider(canvasElement, 'Views')).toHaveAttribute(
      'aria-valuetext',
      '5,000,000 views',
    );
    await chooseCategory(canvasElement, 'Education');
    await calculate(canvasElement);
    await expect(result(canvasElement).getByText('$54,000.00 - $90,000.00')).toBeVisible();
  },
};

/** The views slider moves by 50,000 from 100,000 and by 1,000 below it. */
export const ViewsKeyboardSteps: Story = {
  play: async ({ canvasElement }) => {
    const views = slider(canvasElement, 'Views');
    const shows = (text: string) =>
      expect(views).toHaveAttribute('aria-valuetext', `${text} views`);
    await press(views, '{End}');
    await shows('5,000,000');
    await press(views, '{ArrowLeft}');
    await shows('4,950,000');
    await press(views, '{ArrowDown}', 97);
    await shows('100,000');
    await press(views, '{ArrowRight}');
    await shows('150,000');
    await press(views, '{ArrowLeft}', 2);
    await shows('99,000');
    await press(views, '{ArrowLeft}');
    await shows('98,000');
    await expect(main(canvasElement).getByText('98,000')).toBeVisible();
  },
};

/** A phone: the form above the result, the figure shown. */
export const Narrow: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await chooseCategory(canvasElement, 'Education');
    await calculate(canvasElement);
    await expect(result(canvasElement).getByText('$33.00 - $55.00')).toBeVisible();
  },
};
