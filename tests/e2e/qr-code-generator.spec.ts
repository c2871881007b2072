import { expect, test, type BrowserContext, type Download, type Page } from './fixtures';
import jsQR from 'jsqr';
import { readFile } from 'node:fs/promises';
import { QR_COPIED_MS } from '../../src/domain/tools/qr-code-generator/qrCode';

/**
 * The QR code generator end to end: the code is drawn in the page (no image service), and
 * every PNG the visitor gets — downloaded or copied — is decoded back with jsQR. Chromium's
 * own decoder turns the PNG into pixels (in a blank page), jsQR reads them here in Node.
 */

// Decoding 1000×1000 PNGs (in a page, then with jsQR here) is heavy work: on a busy machine a
// test with two of them takes more than half of the default 30 s.
test.describe.configure({ timeout: 60_000 });

const url = 'https://jordanvale.studio/links?utm_source=qr';
const longUrl = `https://example.com/campaigns/2026/spring-launch?${Array.from(
  { length: 24 },
  (_, i) => `utm_param_${i}=value-${i}`,
).join('&')}#the-long-anchor-at-the-end`;

/** The logo's colour, to find it in the middle of the code. */
const LOGO_RGB = [224, 49, 49] as const;

interface Pixels {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

/** Decodes a PNG with Chromium in a blank page of the same browser context. */
async function pngPixels(context: BrowserContext, png: Buffer): Promise<Pixels> {
  const blank = await context.newPage();
  try {
    const { width, height, base64 } = await blank.evaluate(async (pngBase64) => {
      const bytes = Uint8Array.from(atob(pngBase64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const draw = canvas.getContext('2d');
      if (!draw) throw new Error('no 2D canvas');
      draw.drawImage(bitmap, 0, 0);
      const { data } = draw.getImageData(0, 0, bitmap.width, bitmap.height);
      let binary = '';
      for (let i = 0; i < data.length; i += 0x8000) {
        binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
      }
      return { width: bitmap.width, height: bitmap.height, base64: btoa(binary) };
    }, png.toString('base64'));
    return { width, height, rgba: new Uint8ClampedArray(Buffer.from(base64, 'base64')) };
  } finally {
    await blank.close();
  }
}

const decode = ({ width, height, rgba }: Pixels) => jsQR(rgba, width, height)?.data ?? null;

const pixelAt = ({ width, rgba }: Pixels, x: number, y: number) => {
  const at = (y * width + x) * 4;
  return [rgba[at], rgba[at + 1], rgba[at + 2]];
};

/** A small logo PNG made by the browser: a red square with a white play mark. */
async function makeLogoPng(context: BrowserContext): Promise<Buffer> {
  const blank = await context.newPage();
  try {
    const base64 = await blank.evaluate(async ([r, g, b]) => {
      const canvas = new OffscreenCanvas(64, 64);
      const draw = canvas.getContext('2d');
      if (!draw) throw new Error('no 2D canvas');
      draw.fillStyle = `rgb(${r}, ${g}, ${b})`;
      draw.fillRect(0, 0, 64, 64);
      draw.fillStyle = '#ffffff';
      draw.beginPath();
      draw.moveTo(24, 18);
      draw.lineTo(46, 32);
      draw.lineTo(24, 46);
      draw.fill();
      const bytes = new Uint8Array(await (await canvas.convertToBlob()).arrayBuffer());
      return btoa(String.fromCharCode(...bytes));
    }, LOGO_RGB);
    return Buffer.from(base64, 'base64');
  } finally {
    await blank.close();
  }
}

async function open(page: Page) {
  await page.goto('/tools/qr-code-generator');
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'QR Code Generator' }),
  ).toBeVisible();
}

const urlBox = (page: Page) => page.getByRole('main').getByRole('textbox', { name: /URL/ });
const button = (page: Page, name: string) =>
  page.getByRole('main').getByRole('button', { name, exact: true });
const preview = (page: Page, forUrl: string, withLogo = false) =>
  page.getByRole('main').getByRole('img', {
    name: `QR code for ${forUrl}${withLogo ? ', with your logo in the middle' : ''}`,
    exact: true,
  });

async function download(page: Page): Promise<{ file: Download; png: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    button(page, 'Download').click(),
  ]);
  const path = await file.path();
  return { file, png: await readFile(path) };
}

async function addLogo(page: Page, context: BrowserContext) {
  await page
    .getByRole('main')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await makeLogoPng(context) });
}

for (const [label, target] of [
  ['a short URL', url],
  ['a long URL', longUrl],
] as const) {
  test(`${label}: the preview appears and qrcode.png decodes to the URL`, async ({
    page,
    context,
  }) => {
    await open(page);
    await expect(page.getByText('Your QR code will appear here')).toBeVisible();
    await urlBox(page).fill(target);
    const code = preview(page, target);
    await expect(code).toBeVisible();
    await expect
      .poll(async () => {
        const box = await code.boundingBox();
        return box && [box.width, box.height];
      })
      .toEqual([150, 150]);

    const { file, png } = await download(page);
    expect(file.suggestedFilename()).toBe('qrcode.png');
    const pixels = await pngPixels(context, png);
    expect([pixels.width, pixels.height]).toEqual([1000, 1000]);
    expect(decode(pixels)).toBe(target);
  });

  test(`${label}: with a logo, qrcode_with_logo.png decodes to the URL`, async ({
    page,
    context,
  }) => {
    await open(page);
    await urlBox(page).fill(target);
    await expect(preview(page, target)).toBeVisible();
    await addLogo(page, context);
    await expect(preview(page, target, true)).toBeVisible();
    await expect(page.getByRole('main').getByText('logo.png', { exact: true })).toBeVisible();

    const { file, png } = await download(page);
    expect(file.suggestedFilename()).toBe('qrcode_with_logo.png');
    const pixels = await pngPixels(context, png);
    expect([pixels.width, pixels.height]).toEqual([1000, 1000]);
    // The logo fills the centre 20% (200 px) on its white square.
    expect(pixelAt(pixels, 420, 500)).toEqual([...LOGO_RGB]);
    expect(pixelAt(pixels, 500, 420)).toEqual([...LOGO_RGB]);
    expect(decode(pixels)).toBe(target);

    await button(page, 'Remove logo').click();
    await expect(preview(page, target)).toBeVisible();
    const plain = await download(page);
    expect(plain.file.suggestedFilename()).toBe('qrcode.png');
    expect(decode(await pngPixels(context, plain.png))).toBe(target);
  });
}

test('copy puts the PNG on the clipboard and says so', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.clock.install();
  await open(page);
  await urlBox(page).fill(url);
  await expect(preview(page, url)).toBeVisible();

  // The page's clock stands still from here (a minute ahead of now, surely ahead of the page's
  // clock however slow this call), so the 1 s confirmation cannot run out before a slow machine
  // looks at it: the test moves the time on itself.
  await page.clock.pauseAt(Date.now() + 60_000);
  await button(page, 'Copy').click();
  await expect(button(page, 'Copied!')).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'QR code copied to clipboard!',
  );
  // The confirmation on the button lasts 1 s; the message stays.
  await page.clock.runFor(QR_COPIED_MS - 1);
  await expect(button(page, 'Copied!')).toBeVisible();
  await page.clock.runFor(1);
  await expect(button(page, 'Copy')).toBeVisible();
  await expect(page.getByText('QR code copied to clipboard!')).toBeVisible();
  await page.clock.resume();

  const copied = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    if (!item) return null;
    const bytes = new Uint8Array(await (await item.getType('image/png')).arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return btoa(binary);
  });
  expect(copied).not.toBeNull();
  expect(decode(await pngPixels(context, Buffer.from(copied ?? '', 'base64')))).toBe(url);
});

test('an empty URL asks for a valid one, and clearing the URL removes the code', async ({
  page,
}) => {
  await open(page);
  await button(page, 'Download').click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please enter a valid URL!');

  await urlBox(page).fill(url);
  await expect(page.getByText('Please enter a valid URL!')).toBeHidden();
  await expect(preview(page, url)).toBeVisible();
  await urlBox(page).fill('');
  await expect(preview(page, url)).toBeHidden();
  await expect(page.getByText('Your QR code will appear here')).toBeVisible();
  await urlBox(page).press('Enter');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please enter a valid URL!');
});

test('a logo file that is not an image is named, and the last code stays downloadable', async ({
  page,
}) => {
  await open(page);
  await urlBox(page).fill(url);
  await expect(preview(page, url)).toBeVisible();
  await page
    .getByRole('main')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a png') });
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    '“notes.png” is not an image. Please choose a PNG, JPEG, WebP or SVG file for the logo. The code shown is the last one that worked.',
  );
  await expect(preview(page, url)).toBeVisible();
  await expect(button(page, 'Download')).toBeEnabled();
  await button(page, 'Remove logo').click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(preview(page, url)).toBeVisible();
});

test('from its index card to a preview by typing a URL', async ({ page }) => {
  await page.goto('/tools');
  const card = page.getByRole('main').getByRole('article').filter({ hasText: 'QR Code Generator' });
  await card.getByRole('link', { name: /Launch Tool/ }).click();
  await expect(page).toHaveURL(/\/tools\/qr-code-generator$/);
  await urlBox(page).fill('https://jordanvale.studio/links');
  await expect(preview(page, 'https://jordanvale.studio/links')).toBeVisible();
});
