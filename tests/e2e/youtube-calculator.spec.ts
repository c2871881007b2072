import { expect, test, type Page } from './fixtures';

async function openCalculator(page: Page, { fromIndex = false } = {}) {
  if (fromIndex) {
    await page.goto('/tools');
    const card = page
      .getByRole('main')
      .getByRole('article')
      .filter({ hasText: 'YouTube Calculator' });
    await card.getByRole('link', { name: /Launch Tool/ }).click();
    await expect(page).toHaveURL(/\/tools\/youtube-calculator$/);
  } else {
    await page.goto('/tools/youtube-calculator');
  }
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'YouTube Calculator' })).toBeVisible();
  return {
    main,
    length: main.getByRole('slider', { name: 'Video Length' }),
    views: main.getByRole('slider', { name: 'Views' }),
    result: main.getByRole('region', { name: 'Estimated Earnings' }),
    calculate: () => main.getByRole('button', { name: 'Calculate Earnings' }).click(),
    chooseCategory: async (name: string) => {
      await main.getByRole('combobox', { name: 'Category' }).click();
      await page.getByRole('listbox').getByRole('option', { name }).click();
      await expect(main.getByRole('combobox', { name: 'Category' })).toHaveValue(name);
    },
  };
}

test('from its index card, the defaults with Education estimate $33.00 - $55.00', async ({
  page,
}) => {
  const calculator = await openCalculator(page, { fromIndex: true });
  await expect(calculator.length).toHaveAttribute('aria-valuetext', '10 minutes');
  await expect(calculator.views).toHaveAttribute('aria-valuetext', '10,000 views');
  await calculator.chooseCategory('Education');
  await calculator.calculate();
  // 10,000 / 1000 × 10 × 1.1 = 110: 30% and 50% of it.
  await expect(calculator.result.getByText('$33.00 - $55.00', { exact: true })).toBeVisible();
});

test('the sliders move by keyboard and the figure follows the formula', async ({ page }) => {
  // Close to a hundred key presses, each a round trip to the browser: on a busy machine that is
  // more than half of the default 30 s.
  test.setTimeout(60_000);
  const calculator = await openCalculator(page);
  await calculator.chooseCategory('Education');

  // 8 minutes: the multiplier is 1.
  await calculator.length.focus();
  await calculator.length.press('ArrowLeft');
  await calculator.length.press('ArrowLeft');
  await expect(calculator.length).toHaveAttribute('aria-valuetext', '8 minutes');
  await expect(calculator.main.getByText('8 minutes', { exact: true })).toBeVisible();

  // Steps of 1,000 below 100,000.
  await calculator.views.focus();
  for (let i = 0; i < 3; i += 1) await calculator.views.press('ArrowRight');
  await expect(calculator.views).toHaveAttribute('aria-valuetext', '13,000 views');
  await calculator.calculate();
  // 13,000 / 1000 × 10 × 1 = 130.
  await expect(calculator.result.getByText('$39.00 - $65.00', { exact: true })).toBeVisible();

  // Changing an input keeps the figure, marked out of date, until calculated again. The keys go
  // to the focused slider as a visitor's do (re-finding it for each of them takes long when the
  // machine is busy).
  await calculator.views.focus();
  await expect(calculator.views).toBeFocused();
  for (let i = 0; i < 87; i += 1) await page.keyboard.press('ArrowRight');
  await expect(calculator.views).toHaveAttribute('aria-valuetext', '100,000 views');
  await expect(calculator.result.getByText(/For the previous settings/)).toBeVisible();
  await expect(calculator.result.getByText('$39.00 - $65.00', { exact: true })).toBeVisible();

  // Steps of 50,000 from 100,000.
  await calculator.views.press('ArrowRight');
  await expect(calculator.views).toHaveAttribute('aria-valuetext', '150,000 views');
  await expect(calculator.main.getByText('150,000', { exact: true })).toBeVisible();
  await calculator.calculate();
  // 150,000 / 1000 × 10 × 1 = 1,500.
  await expect(calculator.result.getByText('$450.00 - $750.00', { exact: true })).toBeVisible();
  await expect(calculator.result.getByText(/For the previous settings/)).toBeHidden();

  // Both sliders at their ends: 60 minutes (× 3.6) and 5,000,000 views.
  await calculator.length.press('End');
  await calculator.views.press('End');
  await expect(calculator.views).toHaveAttribute('aria-valuetext', '5,000,000 views');
  await calculator.views.press('ArrowLeft');
  await expect(calculator.views).toHaveAttribute('aria-valuetext', '4,950,000 views');
  await calculator.calculate();
  // 4,950,000 / 1000 × 10 × 3.6 = 178,200.
  await expect(
    calculator.result.getByText('$53,460.00 - $89,100.00', { exact: true }),
  ).toBeVisible();
});

test('calculating without a category asks for one', async ({ page }) => {
  const calculator = await openCalculator(page);
  await calculator.calculate();
  await expect(calculator.result.getByRole('alert')).toHaveText('Please choose a category');
  await expect(calculator.result.getByText(/^\$/)).toHaveCount(0);

  await calculator.chooseCategory('Gaming');
  await expect(calculator.result.getByRole('alert')).toBeHidden();
  await calculator.calculate();
  // 10,000 / 1000 × 5 × 1.1 = 55.
  await expect(calculator.result.getByText('$16.50 - $27.50', { exact: true })).toBeVisible();
});
