import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtureImage } from '@/test/fixtureImages';
import { VideoEmbed } from './VideoEmbed';

const title = 'Behind the Cut';
const posterUrl = fixtureImage(1);

const meta = {
  title: 'Site/blog/VideoEmbed',
  component: VideoEmbed,
  args: { videoId: 'JVreel2025a', title, posterUrl },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <Box maw={800}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof VideoEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

const playButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: `Play video: ${title}` });

const ratioOf = (element: Element) => {
  const { width, height } = element.getBoundingClientRect();
  return width / height;
};

/** What the page loads: the video's thumbnail and a play button, no player (no third party). */
export const Poster: Story = {
  play: async ({ canvasElement }) => {
    const button = playButton(canvasElement);
    await expect(button).toBeVisible();
    await expect(button.querySelector('img')).toHaveAttribute('src', posterUrl);
    await expect(Math.abs(ratioOf(button) - 16 / 9)).toBeLessThan(0.01);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** No thumbnail known: a plain frame with the play button. */
export const WithoutPoster: Story = {
  args: { posterUrl: null },
  play: async ({ canvasElement }) => {
    await expect(playButton(canvasElement)).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** Reached from the keyboard: the button shows its focus ring and a red play mark. */
export const PlayButtonFocused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(playButton(canvasElement)).toHaveFocus();
  },
};

/**
 * After Play: the privacy-enhanced player in the poster's box, started at once (the click
 * allows sound) and focused, so the keyboard goes on in the player. The external player is
 * unreachable offline; the screenshot harness masks iframes.
 */
export const Played: Story = {
  play: async ({ canvasElement }) => {
    const button = playButton(canvasElement);
    const poster = button.getBoundingClientRect();
    await userEvent.click(button);

    const player = within(canvasElement).getByTitle(`Video: ${title}`);
    await expect(player.tagName).toBe('IFRAME');
    await expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/JVreel2025a?autoplay=1&rel=0',
    );
    await expect(player).toHaveAttribute('allow', expect.stringMatching(/\bfullscreen\b/));
    await expect(player).toHaveFocus();
    await expect(player.getBoundingClientRect().toJSON()).toEqual(poster.toJSON());
  },
};
