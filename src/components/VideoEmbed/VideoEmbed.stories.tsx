import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VideoEmbed } from './VideoEmbed';

const meta = {
  title: 'Components/VideoEmbed',
  component: VideoEmbed,
  args: { videoId: 'JVreel2025a', title: 'Video: Behind the Cut' },
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

/** The external player is unreachable offline; the screenshot harness masks iframes. */
export const Player: Story = {
  play: async ({ canvasElement }) => {
    const player = within(canvasElement).getByTitle('Video: Behind the Cut');
    await expect(player.tagName).toBe('IFRAME');
    // It never starts on its own: no autoplay parameter.
    await expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/JVreel2025a?rel=0',
    );
    await expect(player).toHaveAttribute('allowfullscreen');
    await expect(player).toHaveAttribute(
      'allow',
      'autoplay; encrypted-media; picture-in-picture; fullscreen',
    );
    const { width, height } = player.getBoundingClientRect();
    await expect(Math.abs(width / height - 16 / 9)).toBeLessThan(0.01);
  },
};
