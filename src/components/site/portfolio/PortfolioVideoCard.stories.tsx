import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { latestUploadFixture, portfolioFixtures } from './PortfolioVideoCard.fixtures';
import { PortfolioVideoCard } from './PortfolioVideoCard';

const [video = portfolioFixtures[0]] = portfolioFixtures.filter((v) => v.tag === 'Documentary');
if (!video) throw new Error('fixtures: no documentary');

const meta = {
  title: 'Site/portfolio/PortfolioVideoCard',
  component: PortfolioVideoCard,
  parameters: { layout: 'padded' },
  args: {
    title: video.title,
    thumbnailUrl: video.thumbnailUrl,
    durationSeconds: video.durationSeconds,
    tag: video.tag,
    description: video.description,
    onOpen: fn(),
  },
  decorators: [
    (Story, { parameters }) => (
      <Box maw={(parameters as { maxWidth?: number }).maxWidth ?? 360}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PortfolioVideoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: video.title })).toBeVisible();
    await expect(canvas.getByText('3:06')).toBeVisible();
    await expect(canvas.getByText(video.tag)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Play ${video.title} (3:06)` }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/** An hour or more shows hours; the Enter key plays too. */
export const LongVideoByKeyboard: Story = {
  args: { title: 'Streetwise Podcast — Episode 12 Video Edit', durationSeconds: 3_725 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1:02:05')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Play Streetwise/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/** The platform could not be asked: the row's description stands in, with a plain frame. */
export const WithoutPlatformDetails: Story = {
  args: {
    title: video.description,
    thumbnailUrl: null,
    durationSeconds: null,
    description: null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: `Play ${video.description}` })).toBeVisible();
  },
};

/** Text beside the thumbnail (the latest upload), from tablet width up. */
export const Wide: Story = {
  args: {
    layout: 'wide',
    title: latestUploadFixture.title,
    thumbnailUrl: latestUploadFixture.thumbnailUrl,
    durationSeconds: latestUploadFixture.durationSeconds,
    tag: undefined,
    description: null,
  },
  parameters: { maxWidth: 900 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: latestUploadFixture.title }),
    ).toBeVisible();
  },
};
