import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atViewport } from '../../../.storybook/viewports';
import { fixtureLogoFile, fixtureUrl, qrFixturePreview } from './QrCodePanel.fixtures';
import { QrCodePanel } from './QrCodePanel';

const meta = {
  title: 'Tools/tool-kit/QrCodePanel',
  component: QrCodePanel,
  parameters: { layout: 'padded' },
  args: {
    url: '',
    urlError: null,
    logoName: null,
    preview: null,
    busy: false,
    copying: false,
    copied: false,
    canDownload: true,
    canCopy: true,
    problem: null,
    notice: null,
    onUrlChange: fn(),
    onSubmit: fn(),
    onLogoSelect: fn(),
    onLogoRemove: fn(),
    onDownload: fn(),
    onCopy: fn(),
  },
} satisfies Meta<typeof QrCodePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const ready = { url: fixtureUrl, preview: qrFixturePreview() };
const withLogo = {
  url: fixtureUrl,
  logoName: 'channel-logo.svg',
  preview: qrFixturePreview(fixtureUrl, true),
};

/** No code until a URL is given; the buttons stay usable to say what is missing. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your QR code will appear here')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: /URL/ }), 'h');
    await expect(args.onUrlChange).toHaveBeenCalledWith('h');
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

export const InvalidUrl: Story = {
  args: { urlError: 'Please enter a valid URL!' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /URL/ });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a valid URL!');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Please enter a valid URL!/);
  },
};

export const Generating: Story = {
  args: { url: fixtureUrl, busy: true, canDownload: false, canCopy: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Generating QR code...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeDisabled();
  },
};

/** A new code is being made: the last one stays, dimmed, until it is ready. */
export const Regenerating: Story = {
  args: { ...ready, url: `${fixtureUrl}/more`, busy: true, canDownload: false, canCopy: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: `QR code for ${fixtureUrl}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeDisabled();
  },
};

export const Preview: Story = {
  args: ready,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('img', { name: `QR code for ${fixtureUrl}` });
    await expect(code.getBoundingClientRect().width).toBe(150);
    await expect(code.getBoundingClientRect().height).toBe(150);
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
  },
};

export const PickingALogo: Story = {
  args: ready,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add logo' })).toBeVisible();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    await expect(input).toHaveAttribute('accept', 'image/*');
    const file = fixtureLogoFile();
    if (input) await userEvent.upload(input, file);
    await expect(args.onLogoSelect).toHaveBeenCalledWith(file);
  },
};

export const WithLogo: Story = {
  args: withLogo,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', {
        name: `QR code for ${fixtureUrl}, with your logo in the middle`,
      }),
    ).toBeVisible();
    const logo = within(canvas.getByRole('group', { name: 'Logo (optional)' }));
    await expect(logo.getByText('channel-logo.svg')).toBeVisible();
    await expect(logo.getByRole('button', { name: 'Change logo' })).toBeVisible();
    await userEvent.click(logo.getByRole('button', { name: 'Remove logo' }));
    await expect(args.onLogoRemove).toHaveBeenCalledTimes(1);
  },
};

export const Copying: Story = {
  args: { ...ready, copying: true, canCopy: false },
  play: async ({ canvasElement }) => {
    const copy = within(canvasElement).getByRole('button', { name: 'Copy' });
    await expect(copy).toBeDisabled();
    await expect(copy).toHaveAttribute('data-loading', 'true');
  },
};

export const Copied: Story = {
  args: {
    ...ready,
    copied: true,
    notice: { tone: 'success', text: 'QR code copied to clipboard!' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Copied!' })).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('QR code copied to clipboard!');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const CopyFailed: Story = {
  args: { ...ready, notice: { tone: 'error', text: 'Failed to copy QR code.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to copy QR code.');
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeEnabled();
  },
};

/** No code could be made yet: the problem is said, nothing to download. */
export const GenerationFailed: Story = {
  args: {
    url: fixtureUrl,
    logoName: 'notes.txt',
    canDownload: false,
    canCopy: false,
    problem:
      '“notes.txt” is not an image. Please choose a PNG, JPEG, WebP or SVG file for the logo.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '“notes.txt” is not an image. Please choose a PNG, JPEG, WebP or SVG file for the logo.',
    );
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeDisabled();
  },
};

/** The input has a problem, but the last good code stays on screen and downloadable. */
export const ProblemKeepsLastCode: Story = {
  args: {
    ...ready,
    url: `${fixtureUrl}?${'a'.repeat(120)}`,
    problem: 'This URL is too long for a QR code: it can hold at most 2,331 characters.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This URL is too long for a QR code: it can hold at most 2,331 characters. The code shown is the last one that worked.',
    );
    await expect(canvas.getByRole('img', { name: `QR code for ${fixtureUrl}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  args: withLogo,
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /URL/ });
    const code = canvas.getByRole('img');
    // One column: the code sits under the controls.
    await expect(code.getBoundingClientRect().top).toBeGreaterThan(
      input.getBoundingClientRect().bottom,
    );
  },
};
