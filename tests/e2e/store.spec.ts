import { expect, test, type Page } from './fixtures';

const apparel = [
  'Keyframe Classic Tee',
  'Slow Motion Heavyweight Tee',
  'Lower Third Long Sleeve Tee',
  'Jump Cut Pullover Hoodie',
  'Rough Cut Zip Hoodie',
  'Wide Shot Crewneck Sweatshirt',
];
const accessories = [
  'Cold Open Ceramic Mug',
  'Final Export Sticker Pack',
  'Match Cut Dad Cap',
  'Timeline Canvas Tote',
];

const products = (page: Page) => page.getByRole('main').getByRole('list', { name: 'Products' });
const cardNames = (page: Page) => products(page).getByRole('heading', { level: 2 });

async function openStore(page: Page) {
  await page.goto('/store');
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Shop' }),
  ).toBeVisible();
  await expect(cardNames(page)).toHaveText(apparel, { timeout: 30_000 });
}

/** The grid's columns: how many distinct left edges its cards have. */
async function columnCount(page: Page): Promise<number> {
  const lefts = await products(page)
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));
  return new Set(lefts).size;
}

test('the first collection is selected and its products show with local images', async ({
  page,
}) => {
  await openStore(page);
  const main = page.getByRole('main');
  await expect(main.getByText('Support my work with exclusive merch and products')).toBeVisible();
  const filter = main.getByRole('group', { name: 'Collections' });
  await expect(filter.getByRole('button')).toHaveText([
    'Apparel',
    'Accessories',
    'Digital Downloads',
  ]);
  await expect(filter.getByRole('button', { name: 'Apparel' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const origin = new URL(page.url()).origin;
  const images = products(page).getByRole('img');
  await expect(images).toHaveCount(apparel.length);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    // The picture's address as loaded (a prerendered page writes it as a path on the site).
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc || img.src)).toMatch(
      new RegExp(`^${origin}/sandbox/storefront/images/[a-z0-9-]+-1\\.svg$`),
    );
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expect(products(page).getByRole('img', { name: 'Keyframe Classic Tee' })).toBeVisible();
  // The one sold-out product of the sandbox is an apparel item.
  await expect(products(page).getByText('Sold out')).toHaveCount(1);
  await expect(
    products(page).getByRole('link', { name: /^Rough Cut Zip Hoodie .*Sold out/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'Site navigation' }).getByRole('link', {
      name: 'Store',
    }),
  ).toHaveAttribute('aria-current', 'page');
});

test('choosing another collection shows its products', async ({ page }) => {
  await openStore(page);
  const filter = page.getByRole('main').getByRole('group', { name: 'Collections' });
  await filter.getByRole('button', { name: 'Accessories' }).click();
  await expect(cardNames(page)).toHaveText(accessories);
  await expect(filter.getByRole('button', { name: 'Accessories' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(filter.getByRole('button', { name: 'Apparel' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test("a product card opens the store's product page in a new tab", async ({ page }) => {
  await openStore(page);
  const origin = new URL(page.url()).origin;
  const card = products(page).getByRole('link', { name: /^Keyframe Classic Tee/ });
  await expect(card).toHaveAccessibleName(/Keyframe Classic Tee .*\(opens in a new tab\)$/);
  await expect(card).toHaveAttribute('target', '_blank');
  await expect(card).toHaveAttribute('rel', 'noopener noreferrer');
  // Where the link leads (the prerendered page writes sandbox addresses as paths on the site).
  expect(await card.evaluate((a) => (a as HTMLAnchorElement).href)).toBe(
    `${origin}/sandbox/store/products/keyframe-classic-tee`,
  );

  const [storePage] = await Promise.all([page.waitForEvent('popup'), card.click()]);
  await expect(storePage).toHaveURL(`${origin}/sandbox/store/products/keyframe-classic-tee`);
  await expect(
    storePage.getByRole('heading', { level: 1, name: 'Keyframe Classic Tee' }),
  ).toBeVisible();
  await storePage.close();
});

test("'View Full Store' opens the store in a new tab", async ({ page }) => {
  await openStore(page);
  const origin = new URL(page.url()).origin;
  const link = page.getByRole('main').getByRole('link', { name: /^View Full Store/ });
  await expect(link).toBeVisible();
  await expect(link).toHaveAccessibleName('View Full Store (opens in a new tab)');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(await link.evaluate((a) => (a as HTMLAnchorElement).href)).toBe(`${origin}/sandbox/store`);
  const answer = await page.request.get(`${origin}/sandbox/store`);
  expect(answer.ok()).toBe(true);
});

test('the grid has 3 columns, 2 at 992px or less and 1 at 576px or less', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openStore(page);
  await expect.poll(() => columnCount(page)).toBe(3);
  await page.setViewportSize({ width: 900, height: 900 });
  await expect.poll(() => columnCount(page)).toBe(2);
  await page.setViewportSize({ width: 400, height: 900 });
  await expect.poll(() => columnCount(page)).toBe(1);
});
