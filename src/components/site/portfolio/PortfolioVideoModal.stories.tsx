import { Button, Stack, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  expectVideoModalOpensAndCloses,
  pageScrollLocked,
} from '../../../../.storybook/videoModal';
import { atViewport } from '../../../../.storybook/viewports';
import { portfolioFixtures } from './PortfolioVideoCard.fixtures';
import { PortfolioVideoModal, type ModalVideo } from './PortfolioVideoModal';

const [first] = portfolioFixtures;
if (!first) throw new Error('fixtures: no video');
const video: ModalVideo = { videoId: first.videoId, title: first.title };

const meta = {
  title: 'Site/portfolio/PortfolioVideoModal',
  component: PortfolioVideoModal,
  args: { video, onClose: fn() },
} satisfies Meta<typeof PortfolioVideoModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Full screen, the video autoplaying; the external player is masked in screenshots. */
export const Open: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: video.title });
    await waitFor(() => expect(dialog).toBeVisible());
    const player = within(dialog).getByTitle(video.title);
    await expect(player.tagName).toBe('IFRAME');
    await expect(player).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${video.videoId}?autoplay=1&rel=0`,
    );
    await expect(player).toHaveAttribute('allow', expect.stringMatching(/\bfullscreen\b/));
    await expect(pageScrollLocked()).toBe(true);
  },
};

export const OpenOnMobile: Story = {
  globals: atViewport('mobile'),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: video.title });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** Closed: nothing is rendered, so no third-party player loads. */
export const Closed: Story = {
  args: { video: null },
  play: async () => {
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(document.querySelector('iframe')).toBeNull();
  },
};

export const CloseButtonRequestsClose: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: video.title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close video' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const EscapeRequestsClose: Story = {
  play: async ({ args }) => {
    await body().findByRole('dialog', { name: video.title });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A page that opens the modal: scrolling is locked while it is open and restored after. */
function PageWithVideo() {
  const [open, setOpen] = useState<ModalVideo | null>(null);
  return (
    <Stack p="md" gap="md">
      <Button w="fit-content" onClick={() => setOpen(video)}>
        Watch {video.title}
      </Button>
      {Array.from({ length: 12 }, (_, index) => (
        <Text key={index} c="dimmed">
          A tall page: paragraph {index + 1} of twelve, so that the page can scroll.
        </Text>
      ))}
      <PortfolioVideoModal video={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

export const LocksPageScrollWhileOpen: Story = {
  render: () => <PageWithVideo />,
  play: async ({ canvasElement }) => {
    await expect(pageScrollLocked()).toBe(false);
    const opener = within(canvasElement).getByRole('button', { name: `Watch ${video.title}` });
    await expectVideoModalOpensAndCloses(opener, video.title);
  },
};
