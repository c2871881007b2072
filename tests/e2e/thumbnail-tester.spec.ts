import { expect, test, type Page } from './fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

/** A 1×1 PNG: enough for the browser to take it as an image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const main = (page: Page) => page.getByRole('main');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Compare your thumbnail' });
const LAYOUTS = ['Home: Large', 'Home: Small', 'Sidebar', 'Mobile: Column'];

async function upload(page: Page) {
  await main(page).getByRole('textbox', { name: 'Video title' }).fill('My test video');
  await main(page)
    .getByLabel('Thumbnail image')
    .setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: PNG });
  await main(page)
    .getByLabel('Profile picture image')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
}

test('from its index card: upload, the four layouts, trending and a channel', async ({ page }) => {
  await page.goto('/tools');
  const card = main(page).getByRole('article').filter({ hasText: 'Thumbnail Tester' });
  await card.getByRole('link', { name: /Launch Tool/ }).click();
  await expect(page).toHaveURL(/\/tools\/thumbnail-tester$/);

  await expect(main(page).getByRole('button', { name: 'Compare' })).toBeDisabled();
  await upload(page);
  for (const name of LAYOUTS) {
    await expect(main(page).getByRole('heading', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await expect(main(page).getByText('14:56')).toHaveCount(4);
  await expect(main(page).getByText('123K views • 1 hour ago')).toHaveCount(4);
  await expect(main(page).getByText('My test video')).toHaveCount(4);

  await main(page).getByRole('button', { name: 'Compare' }).click();
  const trending = dialog(page).getByRole('list', { name: 'Trending on YouTube' });
  await expect(trending.getByRole('listitem')).toHaveCount(12);
  await expect(trending.getByText('Your video')).toHaveCount(1);
  await expect(dialog(page).getByText('This run used 2 YouTube API quota units.')).toBeVisible();

  await dialog(page).getByText('Channel', { exact: true }).click();
  await dialog(page)
    .getByRole('textbox', { name: 'Channel URL' })
    .fill('https://www.youtube.com/@jordanvaleedits');
  await dialog(page).getByRole('button', { name: 'Load Channel' }).click();
  const uploads = dialog(page).getByRole('list', { name: /^Latest videos from / });
  await expect(uploads.getByRole('listitem')).toHaveCount(12);
  await expect(dialog(page).getByText('This run used 3 YouTube API quota units.')).toBeVisible();

  await dialog(page).getByRole('button', { name: 'Close comparison' }).click();
  await expect(dialog(page)).toHaveCount(0);
});

test('bad channel input shows the messages and keeps the text', async ({ page }) => {
  await page.goto('/tools/thumbnail-tester');
  await upload(page);
  await main(page).getByRole('button', { name: 'Compare' }).click();
  await expect(dialog(page).getByRole('list', { name: 'Trending on YouTube' })).toBeVisible();
  await dialog(page).getByText('Channel', { exact: true }).click();
  const input = dialog(page).getByRole('textbox', { name: 'Channel URL' });
  await dialog(page).getByRole('button', { name: 'Load Channel' }).click();
  await expect(input).toHaveAccessibleDescription('Please enter a channel URL');
  await input.fill('https://vimeo.com/123');
  await input.press('Enter');
  await expect(input).toHaveAccessibleDescription('Please enter a valid YouTube channel URL');
  await input.fill('https://www.youtube.com/@nosuchchannel404');
  await input.press('Enter');
  const alert = dialog(page).getByRole('alert');
  await expect(alert).toContainText(
    'Failed to load channel videos. Please make sure the channel URL is correct and try again.',
  );
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(input).toHaveValue('https://www.youtube.com/@nosuchchannel404');
});

test('fits a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/tools/thumbnail-tester');
  const continueAnyway = page.getByRole('button', { name: 'Continue Anyway' });
  if (await continueAnyway.isVisible()) await continueAnyway.click();
  await upload(page);
  await expect(main(page).getByRole('heading', { name: /^Mobile: Column/ })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a file that is not an image is refused by name; the thumbnail already chosen stays', async ({
  page,
}) => {
  await page.goto('/tools/thumbnail-tester');
  const thumbnailInput = main(page).getByLabel('Thumbnail image');
  const renamed = { name: 'renamed.png', mimeType: 'image/png', buffer: Buffer.from('just text') };
  const refused = (name: string, role = 'thumbnail') =>
    `“${name}” is not an image. Please choose a JPG, PNG, GIF or WebP file for the ${role}.`;

  // Before any thumbnail: a text file named .png draws nothing.
  await thumbnailInput.setInputFiles(renamed);
  await expect(main(page).getByRole('alert')).toHaveText(refused('renamed.png'));
  await expect(main(page).getByRole('heading', { name: /^Home: Large/ })).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: 'Compare' })).toBeDisabled();

  await upload(page);
  await expect(main(page).getByRole('alert')).toHaveCount(0);
  await expect(
    main(page).getByText('Thumbnail: thumb.png · Profile picture: me.png'),
  ).toBeVisible();

  for (const file of [
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('my notes') },
    renamed,
  ]) {
    await thumbnailInput.setInputFiles(file);
    await expect(main(page).getByRole('alert')).toHaveText(refused(file.name));
    await expect(
      main(page).getByText('Thumbnail: thumb.png · Profile picture: me.png'),
    ).toBeVisible();
    // Every layout still draws the picture chosen before: decoded, no broken tile.
    const drawn = main(page).locator('img[src^="blob:"]');
    await expect(drawn.first()).toBeVisible();
    const broken = await drawn.evaluateAll(
      (images) => images.filter((image) => !(image as HTMLImageElement).naturalWidth).length,
    );
    expect(broken).toBe(0);
  }

  // Each picture says its own: the profile picture's refusal joins the thumbnail's.
  await main(page).getByLabel('Profile picture image').setInputFiles(renamed);
  await expect(main(page).getByRole('alert')).toHaveText([
    refused('renamed.png'),
    refused('renamed.png', 'profile picture'),
  ]);
  await expect(
    main(page).getByText('Thumbnail: thumb.png · Profile picture: me.png'),
  ).toBeVisible();
});
