import { AspectRatio } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { YouTubePlayer } from './YouTubePlayer';

const title = 'Video: Behind the Cut';

const meta = {
  title: 'Shared UI/YouTubePlayer',
  component: YouTubePlayer,
  args: { videoId: 'JVreel2025a', title },
  parameters: { layout: 'padded' },
  // The player fills the box its caller gives it: here a 16:9 box.
  decorators: [
    (Story) => (
      <AspectRatio ratio={16 / 9} maw={640}>
        <Story />
      </AspectRatio>
    ),
  ],
} satisfies Meta<typeof YouTubePlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The player by its accessible name, and its URL's parameters. */
function playerIn(canvasElement: HTMLElement) {
  const player = within(canvasElement).getByTitle(title);
  const src = new URL(player.getAttribute('src') ?? '');
  return { player, src, params: Object.fromEntries(src.searchParams) };
}

/**
 * A player that waits for the visitor (a blog post's video): the privacy-enhanced host, one
 * permissions list, fullscreen, the page's origin as referrer. The external player is
 * unreachable offline; the screenshot harness masks iframes.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { player, src, params } = playerIn(canvasElement);
    await expect(player.tagName).toBe('IFRAME');
    await expect(src.origin + src.pathname).toBe(
      'https://www.youtube-nocookie.com/embed/JVreel2025a',
    );
    await expect(params).toEqual({ rel: '0' });
    await expect(player).toHaveAttribute(
      'allow',
      'autoplay; encrypted-media; picture-in-picture; fullscreen',
    );
    await expect(player).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    const { width, height } = player.getBoundingClientRect();
    await expect(Math.abs(width / height - 16 / 9)).toBeLessThan(0.01);
  },
};

/** A background reel: starts at once, muted (browsers only autoplay muted), and loops. */
export const AutoplayMutedLoop: Story = {
  args: { autoplay: true, mute: true, loop: true },
  play: async ({ canvasElement }) => {
    const { params } = playerIn(canvasElement);
    await expect(params).toEqual({
      autoplay: '1',
      rel: '0',
      mute: '1',
      loop: '1',
      playlist: 'JVreel2025a',
    });
  },
};

/** Captions on from the start, in English (the transcript viewer's fallback). */
export const CaptionsForced: Story = {
  args: { captionsLanguage: 'en' },
  play: async ({ canvasElement }) => {
    const { params } = playerIn(canvasElement);
    await expect(params).toEqual({ rel: '0', cc_load_policy: '1', cc_lang_pref: 'en' });
  },
};

/** Controlled by the page: no own controls, and the IFrame API listens for this origin. */
export const ControlledByThePage: Story = {
  args: { autoplay: true, mute: true, loop: true, controls: false, playsInline: true, jsApi: true },
  play: async ({ canvasElement }) => {
    const { params } = playerIn(canvasElement);
    await expect(params).toMatchObject({
      controls: '0',
      playsinline: '1',
      enablejsapi: '1',
      origin: window.location.origin,
    });
  },
};
