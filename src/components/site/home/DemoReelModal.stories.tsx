import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { media } from '@/config/site';
import { atViewport } from '../../../../.storybook/viewports';
import { DemoReelModal } from './DemoReelModal';

const meta = {
  title: 'Site/home/DemoReelModal',
  component: DemoReelModal,
  args: {
    opened: true,
    onClose: fn(),
    videoId: media.demoReelVideoId,
    title: media.demoReelTitle,
  },
} satisfies Meta<typeof DemoReelModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const expectedSrc = `https://www.youtube-nocookie.com/embed/${media.demoReelVideoId}?autoplay=1&rel=0`;

/** The external player is unreachable offline; the screenshot harness masks iframes. */
export const Open: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: media.demoReelTitle });
    await waitFor(() => expect(dialog).toBeVisible());
    const player = within(dialog).getByTitle(media.demoReelTitle);
    await expect(player.tagName).toBe('IFRAME');
    await expect(player).toHaveAttribute('src', expectedSrc);
    await expect(player).toHaveAttribute(
      'allow',
      'autoplay; encrypted-media; picture-in-picture; fullscreen',
    );
  },
};

/** Closed: nothing is rendered, so no third-party code is requested. */
export const Closed: Story = {
  args: { opened: false },
  play: async () => {
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(document.querySelector('iframe')).toBeNull();
  },
};

export const EscapeRequestsClose: Story = {
  play: async ({ args }) => {
    await body().findByRole('dialog', { name: media.demoReelTitle });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const CloseButtonRequestsClose: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: media.demoReelTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close demo reel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const BackdropClickRequestsClose: Story = {
  play: async ({ args }) => {
    await body().findByRole('dialog', { name: media.demoReelTitle });
    const overlay = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('.mantine-Modal-overlay');
      if (!element) throw new Error('no modal overlay yet');
      return element;
    });
    await userEvent.click(overlay);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A custom builder, e.g. for a local stand-in player. */
export const CustomPlayerUrl: Story = {
  args: { buildEmbedUrl: () => 'about:blank' },
  play: async () => {
    const player = await body().findByTitle(media.demoReelTitle);
    await expect(player).toHaveAttribute('src', 'about:blank');
  },
};

export const OpenOnMobile: Story = {
  globals: atViewport('mobile'),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: media.demoReelTitle });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
