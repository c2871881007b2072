import { expect, test, type Page } from './fixtures';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { PALETTE_MESSAGES } from '../../src/domain/tools/color-palette/paletteExport';

/**
 * The colour palette generator end to end on the built site: a PNG of three known flat colours
 * (made here with sharp) goes through the real worker, its palette holds exactly those colours
 * (multiples of 24, so quantising leaves them as they are), and every export downloads under
 * its name at its size.
 */

test.describe.configure({ timeout: 60_000 });

/**
 * Widths 150, 100 and 50 px (300 in all, so the picture is not scaled and no blended edge
 * pixels appear): red is the most frequent, then blue, then yellow.
 */
const BLOCKS = [
  { hex: '#d83030', rgb: { r: 216, g: 48, b: 48 }, width: 150 },
  { hex: '#3060d8', rgb: { r: 48, g: 96, b: 216 }, width: 100 },
  { hex: '#f0c030', rgb: { r: 240, g: 192, b: 48 }, width: 50 },
] as const;

async function blocksPng(): Promise<Buffer> {
  const height = 120;
  const width = BLOCKS.reduce((sum, block) => sum + block.width, 0);
  // Each block's place is fixed before any await: the buffers may be ready in any order.
  const lefts = BLOCKS.map((_, index) =>
    BLOCKS.slice(0, index).reduce((sum, block) => sum + block.width, 0),
  );
  const composite = await Promise.all(
    BLOCKS.map(async (block, index) => ({
      input: await sharp({
        create: { width: block.width, height, channels: 3, background: block.rgb },
      })
        .png()
        .toBuffer(),
      left: lefts[index],
      top: 0,
    })),
  );
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite(composite)
    .png()
    .toBuffer();
}

const main = (page: Page) => page.getByRole('main');
const swatches = (page: Page) => main(page).getByRole('button', { name: /^Copy / });

async function uploadBlocks(page: Page) {
  await page.goto('/tools/color-palette');
  await main(page)
    .locator('input[type="file"]')
    .setInputFiles({ name: 'blocks.png', mimeType: 'image/png', buffer: await blocksPng() });
  await expect(main(page).getByRole('heading', { name: 'Palette (3 colors)' })).toBeVisible();
}

async function download(page: Page, click: () => Promise<void>) {
  const [saved] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await saved.path();
  return { name: saved.suggestedFilename(), bytes: await readFile(path) };
}

test('the catalogue card leads to the tool', async ({ page }) => {
  await page.goto('/tools');
  await main(page)
    .getByRole('article')
    .filter({ hasText: 'Color Palette Generator' })
    .getByRole('link', { name: /^Launch Tool/ })
    .click();
  await expect(page).toHaveURL(/\/tools\/color-palette$/);
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Color Palette Generator' }),
  ).toBeVisible();
});

test('the palette of an image of three flat colours is those colours, most frequent first', async ({
  page,
}) => {
  await uploadBlocks(page);
  await expect(swatches(page)).toHaveText(BLOCKS.map((block) => block.hex));
  await expect(main(page).getByRole('status')).toHaveText('Palette ready: 3 colors.');
  await expect(main(page).getByRole('textbox', { name: 'Seed' })).toHaveValue('1');
});

test('a swatch click copies its code and says so', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await uploadBlocks(page);
  await main(page).getByText('RGB', { exact: true }).click();
  await main(page).getByRole('button', { name: 'Copy rgb(48, 96, 216)' }).click();
  await expect(main(page).getByRole('status')).toHaveText(PALETTE_MESSAGES.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('rgb(48, 96, 216)');
});

test('the exports download with their names and sizes', async ({ page }) => {
  await uploadBlocks(page);
  const png = await download(page, () =>
    main(page).getByRole('button', { name: 'Export Palette' }).click(),
  );
  expect(png.name).toBe('color-palette.png');
  expect(await sharp(png.bytes).metadata()).toMatchObject({ width: 1600, height: 800 });

  const seed = main(page).getByRole('textbox', { name: 'Seed' });
  await seed.fill('7');
  const gradient = await download(page, () =>
    main(page).getByRole('button', { name: 'Download (4K)' }).click(),
  );
  expect(gradient.name).toBe('gradient-4k-seed-7.png');
  expect(await sharp(gradient.bytes).metadata()).toMatchObject({ width: 3840, height: 2160 });

  const css = await download(page, () =>
    main(page).getByRole('button', { name: 'CSS variables' }).click(),
  );
  expect(css.name).toBe('color-palette.css');
  expect(css.bytes.toString()).toBe(
    ':root {\n  --palette-1: #d83030;\n  --palette-2: #3060d8;\n  --palette-3: #f0c030;\n}\n',
  );
  const json = await download(page, () => main(page).getByRole('button', { name: 'JSON' }).click());
  expect(json.name).toBe('color-palette.json');
  expect(JSON.parse(json.bytes.toString())).toMatchObject({
    colors: [{ hex: '#d83030' }, { hex: '#3060d8' }, { hex: '#f0c030' }],
  });
});

test('the same seed gives the same 4K image', async ({ page }) => {
  await uploadBlocks(page);
  const once = await download(page, () =>
    main(page).getByRole('button', { name: 'Download (4K)' }).click(),
  );
  const twice = await download(page, () =>
    main(page).getByRole('button', { name: 'Download (4K)' }).click(),
  );
  expect(once.name).toBe('gradient-4k-seed-1.png');
  expect(twice.bytes.equals(once.bytes)).toBe(true);
});

test('Add Color: pick from the image, confirm; fewer than 2 colours explain the gradient', async ({
  page,
}) => {
  await uploadBlocks(page);
  for (const hex of ['#3060d8', '#f0c030']) {
    await main(page)
      .getByRole('button', { name: `Remove ${hex}` })
      .click();
  }
  await expect(main(page).getByText(PALETTE_MESSAGES.needTwoColors)).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Download (4K)' })).toHaveCount(0);

  await main(page).getByRole('button', { name: 'Add Color' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Colors' });
  await expect(dialog.getByRole('button', { name: 'Confirm Colors' })).toBeDisabled();
  await dialog.getByRole('tab', { name: 'Pick from Image' }).click();
  const picker = dialog.getByRole('application', { name: /Pick a color/ });
  // Layout sizes (a bounding box would be scaled while the modal opens).
  const size = await picker.evaluate((element) => ({
    width: element.clientWidth,
    height: element.clientHeight,
  }));
  // The right sixth of the picture is the yellow block.
  await picker.click({ position: { x: size.width * 0.92, y: size.height / 2 } });
  await expect(dialog.getByRole('button', { name: 'Unselect #f0c030' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm Colors' }).click();
  await expect(dialog).toBeHidden();
  await expect(swatches(page)).toHaveText(['#d83030', '#f0c030']);
  await expect(main(page).getByRole('button', { name: 'Download (4K)' })).toBeVisible();

  await main(page).getByRole('button', { name: 'Reset' }).click();
  await expect(main(page).getByText('Drop an image here')).toBeVisible();
});

test('a file that is not an image, and one that does not decode, say so', async ({ page }) => {
  await page.goto('/tools/color-palette');
  const input = main(page).locator('input[type="file"]');
  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(main(page).getByRole('alert')).toHaveText(PALETTE_MESSAGES.notImage);
  await input.setInputFiles({
    name: 'broken.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not really a png'),
  });
  await expect(main(page).getByRole('alert')).toHaveText(PALETTE_MESSAGES.unreadable);
});
