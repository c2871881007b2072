import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from './fixtures';
import { YOUTUBE_FAILURE_MESSAGES } from '../../src/domain/tool-kit/toolFailure';
import {
  commentHeavyVideoId,
  commentsDisabledVideoId,
  noCommentsVideoId,
} from '../../sandbox/youtube/dataset';

test.use({ viewport: { width: 1280, height: 900 } });

const main = (page: Page) => page.getByRole('main');
const linkBox = (page: Page) => main(page).getByRole('textbox', { name: 'YouTube video URL' });
const TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/;

async function save(page: Page, button: string): Promise<{ name: string; text: string }> {
  const saved = page.waitForEvent('download');
  await main(page).getByRole('button', { name: button }).click();
  const download: Download = await saved;
  return {
    name: download.suggestedFilename(),
    text: await readFile(await download.path(), 'utf8'),
  };
}

/** RFC 4180 records (quoted fields may hold commas, doubled quotes and line breaks). */
function csvRecords(csv: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i += 1) {
    const char = csv.charAt(i);
    if (quoted) {
      if (char === '"' && csv[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && csv[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += char;
  }
  return records;
}

test('from its index card, by typing a link: youtube_comments.txt holds the first 1,000', async ({
  page,
}) => {
  await page.goto('/tools');
  const card = main(page).getByRole('article').filter({ hasText: 'Comment Downloader' });
  await card.getByRole('link', { name: /Launch Tool/ }).click();
  await expect(page).toHaveURL(/\/tools\/comment-downloader$/);

  await linkBox(page).fill(`https://www.youtube.com/watch?v=${commentHeavyVideoId}`);
  await linkBox(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tools/comment-downloader/${commentHeavyVideoId}$`));
  await expect(main(page).getByRole('heading', { name: '1,000 comments ready' })).toBeVisible();
  await expect(main(page).getByText('This run used 10 YouTube API quota units.')).toBeVisible();

  const { name, text } = await save(page, 'Download youtube_comments.txt');
  expect(name).toBe('youtube_comments.txt');
  const blocks = text.trimEnd().split('\n\n');
  expect(blocks).toHaveLength(1000);
  for (const block of blocks) {
    const [author, time, ...lines] = block.split('\n');
    expect(author).toMatch(/^\S/);
    expect(time).toMatch(TIME);
    expect(lines.length).toBeGreaterThan(0);
  }
  const first = main(page).getByRole('listitem').first();
  await expect(first).toContainText(blocks[0]?.split('\n')[0] ?? '-');
});

test('a deep link reads at once; the CSV and JSON hold the same 1,000', async ({ page }) => {
  await page.goto(`/tools/comment-downloader/${commentHeavyVideoId}`);
  await expect(linkBox(page)).toHaveValue(commentHeavyVideoId);
  await expect(main(page).getByRole('heading', { name: '1,000 comments ready' })).toBeVisible();

  const json = await save(page, 'Download as JSON');
  expect(json.name).toBe('youtube_comments.json');
  const parsed = JSON.parse(json.text) as { count: number; more: boolean; comments: unknown[] };
  expect([parsed.count, parsed.more, parsed.comments.length]).toEqual([1000, true, 1000]);

  const csv = await save(page, 'Download as CSV');
  expect(csv.name).toBe('youtube_comments.csv');
  const [header, ...rows] = csvRecords(csv.text.replace(/^\uFEFF/, ''));
  expect(header).toEqual([
    'author',
    'author_channel_id',
    'published_at',
    'likes',
    'replies',
    'text',
    'comment_id',
  ]);
  expect(rows).toHaveLength(1000);
  expect(new Set(rows.map((row) => row[6])).size).toBe(1000);
});

test('comments turned off are said in those words, with the status', async ({ page }) => {
  await page.goto(`/tools/comment-downloader/${commentsDisabledVideoId}`);
  const alert = main(page).getByRole('alert');
  await expect(alert).toHaveText('API Error (403): Comments are turned off for this video.');
  await expect(alert.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});

test('a video without comments says so and offers no file', async ({ page }) => {
  await page.goto(`/tools/comment-downloader/${noCommentsVideoId}`);
  await expect(main(page).getByRole('heading', { name: 'No comments found' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: /^Download/ })).toHaveCount(0);
});

test('a used-up quota shows the API error with its status and a retry', async ({ page }) => {
  await page.route(/\/sandbox\/youtube\/v3\//, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('key', 'sandbox-quota-exceeded');
    return route.continue({ url: url.toString() });
  });
  await page.goto(`/tools/comment-downloader/${commentHeavyVideoId}`);
  const alert = main(page).getByRole('alert');
  await expect(alert).toContainText(`API Error (403): ${YOUTUBE_FAILURE_MESSAGES.quota}`);
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(main(page).getByRole('status')).toHaveCount(0);
});

test('shows the progress of the pages, and leaving aborts the page in flight', async ({ page }) => {
  // The second page stays pending until the test ends: the bar shows the first, then the
  // visitor leaves while the run waits.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/sandbox\/youtube\/v3\/commentThreads.*pageToken=/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  try {
    const aborted = page.waitForEvent('requestfailed', (request) =>
      request.url().includes('/sandbox/youtube/v3/commentThreads'),
    );
    await page.goto(`/tools/comment-downloader/${commentHeavyVideoId}`);
    await expect(
      main(page).getByRole('progressbar', { name: 'Fetched 100 of 1,000 comments (1 page)' }),
    ).toBeVisible();
    await main(page).getByRole('link', { name: 'All tools' }).click();
    await expect(page).toHaveURL(/\/tools$/);
    expect((await aborted).failure()?.errorText).toContain('ABORTED');
  } finally {
    release();
  }
});
