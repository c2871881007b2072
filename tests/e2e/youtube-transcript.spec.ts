import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { TRANSCRIPT_MESSAGES } from '../../src/domain/tools/youtube-transcript/transcript';
import { commentsDisabledVideoId, demoReelVideoId } from '../../sandbox/youtube/dataset/index';

test.use({ viewport: { width: 1280, height: 900 } });

/** The demo reel's captions in the sandbox start with this line (sandbox/youtube/dataset/captions.ts). */
const firstLine = "Welcome back, today it's all about Jordan Vale";
/** The sandbox's video without captions: timedtext answers it an empty 200. */
const uncaptionedVideoId = commentsDisabledVideoId;

const main = (page: Page) => page.getByRole('main');
const urlBox = (page: Page) => main(page).getByRole('textbox', { name: 'YouTube video URL' });
const transcriptBox = (page: Page) => main(page).getByRole('textbox', { name: 'Transcript' });
const timedText = /\/sandbox\/youtube\/api\/timedtext/;

async function expectCaptionedPlayer(page: Page, videoId: string, reason: string) {
  await expect(main(page).getByText(TRANSCRIPT_MESSAGES.captioned, { exact: true })).toBeVisible();
  await expect(main(page).getByText(new RegExp(`^${reason}`))).toBeVisible();
  const player = main(page).getByTitle(`Video ${videoId} with English captions`);
  const src = new URL((await player.getAttribute('src')) ?? '');
  expect(src.pathname).toBe(`/embed/${videoId}`);
  expect(Object.fromEntries(src.searchParams)).toMatchObject({
    cc_load_policy: '1',
    cc_lang_pref: 'en',
    enablejsapi: '1',
  });
  await expect(transcriptBox(page)).toHaveCount(0);
}

test("typing a link and 'View Transcript' shows a captioned video's text", async ({ page }) => {
  await page.goto('/tools/youtube-transcript');
  const view = main(page).getByRole('button', { name: 'View Transcript' });
  await expect(view).toBeDisabled();
  await urlBox(page).fill(`https://www.youtube.com/watch?v=${demoReelVideoId}`);
  await view.click();
  await expect(page).toHaveURL(new RegExp(`/tools/youtube-transcript/${demoReelVideoId}$`));
  await expect(main(page).getByText(TRANSCRIPT_MESSAGES.loaded, { exact: true })).toBeVisible();
  await expect(transcriptBox(page)).toHaveValue(new RegExp(`^${firstLine}`));
  await expect(main(page).getByText('This run used 0 YouTube API quota units.')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Play from 0 seconds' })).toBeVisible();
});

test('a deep link loads the transcript at once, searchable and downloadable', async ({ page }) => {
  await page.goto(`/tools/youtube-transcript/${demoReelVideoId}`);
  await expect(transcriptBox(page)).toHaveValue(new RegExp(`^${firstLine}`));
  await expect(urlBox(page)).toHaveValue(demoReelVideoId);

  const lines = main(page).getByRole('region', { name: 'Transcript with timestamps' });
  await lines.getByRole('searchbox', { name: 'Search transcript' }).fill('Jordan Vale');
  const count = lines.getByText(/^\d+ of \d+ lines match$/);
  await expect(count).toBeVisible();
  const [shown = 0, total = 0] =
    ((await count.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(total);
  await expect(lines.getByRole('listitem')).toHaveCount(shown);
  await expect(lines.locator('mark')).toHaveCount(shown);

  const download = page.waitForEvent('download');
  await main(page).getByRole('link', { name: 'Download .srt' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`transcript-${demoReelVideoId}.srt`);
  const srt = await readFile(await file.path(), 'utf8');
  expect(srt).toMatch(new RegExp(`^1\\n00:00:00,\\d{3} --> 00:00:0\\d,\\d{3}\\n${firstLine}`));
});

test('a video without captions (an empty 200) falls back to the captioned player', async ({
  page,
}) => {
  await page.goto(`/tools/youtube-transcript/${uncaptionedVideoId}`);
  await expectCaptionedPlayer(page, uncaptionedVideoId, TRANSCRIPT_MESSAGES.noTranscript);
});

test("a captioned video falls back when timedtext answers empty (the sandbox's empty knob)", async ({
  page,
}) => {
  // What SANDBOX_YOUTUBE_TIMEDTEXT=empty answers every caption request (the e2e server is shared,
  // so the knob's answer is given per request here; sandbox tests cover the knob itself).
  await page.route(timedText, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=UTF-8', body: '' }),
  );
  await page.goto(`/tools/youtube-transcript/${demoReelVideoId}`);
  await expectCaptionedPlayer(page, demoReelVideoId, TRANSCRIPT_MESSAGES.noTranscript);
});

test("a refused caption request falls back with 'Failed to fetch captions'", async ({ page }) => {
  await page.route(timedText, (route) => route.abort('accessdenied'));
  await page.goto(`/tools/youtube-transcript/${demoReelVideoId}`);
  await expectCaptionedPlayer(page, demoReelVideoId, TRANSCRIPT_MESSAGES.fetchFailed);
});

test('an .srt file gives the transcript with timestamps in the fallback', async ({ page }) => {
  await page.goto(`/tools/youtube-transcript/${uncaptionedVideoId}`);
  await expect(main(page).getByText(TRANSCRIPT_MESSAGES.captioned, { exact: true })).toBeVisible();
  await main(page)
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'talk.en.srt',
      mimeType: 'application/x-subrip',
      buffer: Buffer.from(
        '1\n00:00:01,000 --> 00:00:03,500\nHello <i>there</i>\n\n2\n00:01:05,000 --> 00:01:07,000\nA minute in.\n',
      ),
    });
  await expect(transcriptBox(page)).toHaveValue('Hello there A minute in.');
  await expect(main(page).getByText('From talk.en.srt')).toBeVisible();
  await expect(
    main(page).getByRole('button', { name: 'Play from 1 minute 5 seconds' }),
  ).toBeVisible();

  const download = page.waitForEvent('download');
  await main(page).getByRole('link', { name: 'Download .txt' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('talk.en.txt');
  expect(await readFile(await file.path(), 'utf8')).toBe(
    '[0:01] Hello there\n[1:05] A minute in.\n',
  );
});

/** `count` SubRip cues of 3 s; every 8th line long enough to wrap in the list. */
function longSrt(count: number): string {
  const time = (ms: number) => new Date(ms).toISOString().slice(11, 23).replace('.', ',');
  return Array.from({ length: count }, (_, i) => {
    const text =
      i % 8 === 7
        ? `Line ${i + 1}, a long one that wraps onto a second row of the list box, with more words to say.`
        : `Line ${i + 1}`;
    return `${i + 1}\n${time(i * 3000)} --> ${time(i * 3000 + 2500)}\n${text}\n`;
  }).join('\n');
}

test('the lines box scrolls from the keyboard: End reaches the last line, Home the first', async ({
  page,
}) => {
  await page.goto(`/tools/youtube-transcript/${uncaptionedVideoId}`);
  await main(page)
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'stream.srt',
      mimeType: 'application/x-subrip',
      buffer: Buffer.from(longSrt(2_000)),
    });
  await expect(main(page).getByText('2,000 lines', { exact: true })).toBeVisible();
  const lines = main(page).getByRole('region', { name: 'Transcript lines' });
  const first = lines.getByText('Line 1', { exact: true });
  await expect(first).toBeVisible();
  await expect(lines).toHaveJSProperty('scrollTop', 0);

  await lines.focus();
  await page.keyboard.press('End');
  await expect(lines.getByText(/^Line 2000\b/)).toBeVisible();
  // Rows measured on the way up must not stop the browser's scroll short of the top.
  await page.keyboard.press('Home');
  await expect(first).toBeInViewport();
  await expect(lines).toHaveJSProperty('scrollTop', 0);
});

test('a used-up Data API quota does not matter: timedtext takes no key', async ({ page }) => {
  await page.route(/\/sandbox\/youtube\/v3\//, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('key', 'sandbox-quota-exceeded');
    return route.continue({ url: url.toString() });
  });
  await page.goto(`/tools/youtube-transcript/${demoReelVideoId}`);
  await expect(transcriptBox(page)).toHaveValue(new RegExp(`^${firstLine}`));
  await expect(main(page).getByRole('alert')).toHaveCount(0);
});

test("the video analyzer's results link to the video's transcript", async ({ page }) => {
  await page.goto(`/tools/video-analyzer/${demoReelVideoId}`);
  await main(page).getByRole('link', { name: 'Read transcript' }).click();
  await expect(page).toHaveURL(new RegExp(`/tools/youtube-transcript/${demoReelVideoId}$`));
  await expect(transcriptBox(page)).toHaveValue(new RegExp(`^${firstLine}`));
});

test('leaving the page aborts the caption request in flight', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(timedText, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  try {
    const aborted = page.waitForEvent('requestfailed', (request) => timedText.test(request.url()));
    await page.goto(`/tools/youtube-transcript/${demoReelVideoId}`);
    await expect(main(page).getByRole('status')).toContainText('Loading transcript...');
    await expect(main(page).getByRole('button', { name: 'View Transcript' })).toBeDisabled();
    await main(page).getByRole('link', { name: 'All tools' }).click();
    await expect(page).toHaveURL(/\/tools$/);
    expect((await aborted).failure()?.errorText).toContain('ABORTED');
  } finally {
    release();
  }
});
