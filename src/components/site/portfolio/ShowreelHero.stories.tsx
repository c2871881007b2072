import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { media, owner } from '@/config/site';
import { atViewport } from '../../../../.storybook/viewports';
import { showreelFixture } from './PortfolioVideoCard.fixtures';
import { ShowreelHero } from './ShowreelHero';

const playlistHref = `/tools/playlist-analyzer/${media.portfolioPlaylistId}`;

const meta = {
  title: 'Site/portfolio/ShowreelHero',
  component: ShowreelHero,
  parameters: { layout: 'padded' },
  args: {
    eyebrow: owner.name,
    heading: owner.jobTitle,
    intro: owner.shortBio,
    videoId: media.demoReelVideoId,
    videoTitle: media.demoReelTitle,
    posterUrl: showreelFixture.thumbnailUrl,
    playlistHref,
  },
  decorators: [
    (Story) => (
      <Box maw={1020}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ShowreelHero>;

export default meta;
type Story = StoryObj<typeof meta>;

const player = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByTitle<HTMLIFrameElement>(media.demoReelTitle);

/** The player, once the page is idle and it has started. */
const startedPlayer = (canvasElement: HTMLElement) =>
  within(canvasElement).findByTitle<HTMLIFrameElement>(media.demoReelTitle);

/** Resolves with the next IFrame API command the stand-in player window receives. */
function nextCommand(frame: HTMLIFrameElement): Promise<unknown> {
  const target = frame.contentWindow;
  if (!target) return Promise.reject(new Error('the player has no window yet'));
  return new Promise((resolve) => {
    target.addEventListener('message', (event) => resolve(JSON.parse(String(event.data))), {
      once: true,
    });
  });
}

/**
 * Motion allowed: the poster paints first; once the page is idle the muted showreel loops
 * beside the heading, and Pause is one click away.
 */
export const Playing: Story = {
  args: { reducedMotion: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Professional Video Editor' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Analyze my portfolio playlist' }),
    ).toHaveAttribute('href', playlistHref);
    const frame = await startedPlayer(canvasElement);
    await expect(frame.tagName).toBe('IFRAME');
    const src = new URL(frame.src);
    await expect(src.pathname).toBe(`/embed/${media.demoReelVideoId}`);
    await expect(Object.fromEntries(src.searchParams)).toMatchObject({
      autoplay: '1',
      mute: '1',
      loop: '1',
      playlist: media.demoReelVideoId,
      controls: '0',
      enablejsapi: '1',
    });
    await expect(canvas.getByRole('button', { name: 'Pause showreel' })).toBeVisible();
  },
};

/**
 * Pause and Play reach the player as IFrame API commands (an about:blank stand-in player
 * records them), and the control is reachable from the keyboard.
 */
export const PauseAndPlayByKeyboard: Story = {
  args: { reducedMotion: false, buildEmbedUrl: () => 'about:blank' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = await startedPlayer(canvasElement);
    await waitFor(() => expect(frame.contentDocument?.readyState).toBe('complete'));

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Analyze my portfolio playlist' })).toHaveFocus();
    await userEvent.tab();
    const control = canvas.getByRole('button', { name: 'Pause showreel' });
    await expect(control).toHaveFocus();

    const paused = nextCommand(frame);
    await userEvent.keyboard('{Enter}');
    await expect(await paused).toEqual({ event: 'command', func: 'pauseVideo', args: [] });
    await expect(control).toHaveAccessibleName('Play showreel');
    // Paused, the player stays where it is (it is not reloaded).
    await expect(player(canvasElement)).toBe(frame);

    const resumed = nextCommand(frame);
    await userEvent.keyboard(' ');
    await expect(await resumed).toEqual({ event: 'command', func: 'playVideo', args: [] });
    await expect(control).toHaveAccessibleName('Pause showreel');
  },
};

/** Reduced motion: the poster and a Play control; no player loads, nothing moves. */
export const ReducedMotion: Story = {
  args: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(player(canvasElement)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Play showreel' })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toHaveAttribute(
      'src',
      showreelFixture.thumbnailUrl,
    );
  },
};

/** With reduced motion, Play starts the showreel on request. */
export const ReducedMotionPlayPressed: Story = {
  args: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Play showreel' }));
    const frame = player(canvasElement);
    await expect(new URL(frame?.src ?? '').searchParams.get('autoplay')).toBe('1');
    await expect(canvas.getByRole('button', { name: 'Pause showreel' })).toBeVisible();
  },
};

/**
 * No override: the visitor's setting decides. The test-runner emulates
 * `prefers-reduced-motion: reduce`, so there the poster shows.
 */
export const FollowsVisitorSetting: Story = {
  play: async ({ canvasElement }) => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!reduce) await startedPlayer(canvasElement);
    await expect(player(canvasElement) !== null).toBe(!reduce);
    await expect(
      within(canvasElement).getByRole('button', {
        name: reduce ? 'Play showreel' : 'Pause showreel',
      }),
    ).toBeVisible();
  },
};

/** The poster is not known yet (or the platform failed): a plain frame with Play. */
export const ReducedMotionWithoutPoster: Story = {
  args: { reducedMotion: true, posterUrl: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Play showreel' }),
    ).toBeVisible();
  },
};

export const ReducedMotionMobile: Story = {
  args: { reducedMotion: true },
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Professional Video Editor' }),
    ).toBeVisible();
  },
};
