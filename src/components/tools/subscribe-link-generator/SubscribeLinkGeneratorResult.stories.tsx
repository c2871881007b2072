import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { qrOf, withHandle, withoutHandle } from './SubscribeLinkGeneratorResult.fixtures';
import { SubscribeLinkGeneratorResult } from './SubscribeLinkGeneratorResult';

const meta = {
  title: 'Tools/subscribe-link-generator/SubscribeLinkGeneratorResult',
  component: SubscribeLinkGeneratorResult,
  parameters: { layout: 'padded' },
  args: {
    ...withHandle,
    copied: false,
    copyError: null,
    qr: qrOf(withHandle),
    onCopy: fn(),
    onDownloadQr: fn(),
  },
} satisfies Meta<typeof SubscribeLinkGeneratorResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHandle: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { level: 2, name: 'Maya Codes' })).toBeVisible();
    await expect(card.getByText('9.8K subscribers')).toBeVisible();
    const link = card.getByRole('link', { name: /sub_confirmation/ });
    await expect(link).toHaveAttribute(
      'href',
      'https://www.youtube.com/@mayacodes?sub_confirmation=1',
    );
    await expect(link).toHaveAccessibleDescription('Your subscribe link');
    const code = card.getByRole('img', { name: `QR code for ${withHandle.link}` });
    await expect(code.getBoundingClientRect().width).toBe(150);
    await userEvent.click(card.getByRole('button', { name: 'Copy Link' }));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await userEvent.click(card.getByRole('button', { name: 'Download QR code' }));
    await expect(args.onDownloadQr).toHaveBeenCalledTimes(1);
  },
};

/** No handle: the link is the channel page; the count is hidden. */
export const WithoutHandle: Story = {
  args: { ...withoutHandle, qr: qrOf(withoutHandle) },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Subscriber count hidden')).toBeVisible();
    await expect(card.getByRole('link', { name: /sub_confirmation/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/channel/UCquietFrameFilms0000000?sub_confirmation=1',
    );
  },
};

export const Copied: Story = {
  args: { copied: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(card.getByText('Link copied to the clipboard')).toBeInTheDocument();
  },
};

export const CopyFailed: Story = {
  args: { copyError: 'Failed to copy link' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('alert')).toHaveTextContent('Failed to copy link');
    await expect(card.getByRole('button', { name: 'Copy Link' })).toBeEnabled();
  },
};

export const DrawingQrCode: Story = {
  args: { qr: { status: 'rendering' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Drawing QR code...')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Download QR code' })).toBeDisabled();
  },
};

export const QrCodeFailed: Story = {
  args: { qr: { status: 'failed' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('The QR code could not be drawn.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Download QR code' })).toBeDisabled();
  },
};

/** On a phone the code sits under the link. */
export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    const copy = card.getByRole('button', { name: 'Copy Link' });
    const code = card.getByRole('img');
    await expect(code.getBoundingClientRect().top).toBeGreaterThan(
      copy.getBoundingClientRect().bottom,
    );
  },
};
