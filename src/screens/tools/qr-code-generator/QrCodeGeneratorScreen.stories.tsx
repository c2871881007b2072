import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { recordChanges } from '../../../../.storybook/recordChanges';
import { atViewport } from '../../../../.storybook/viewports';
import {
  fixtureLogoFile,
  fixtureUrl,
  qrFixtureSrc,
} from '@/components/tool-kit/QrCodePanel.fixtures';
import type { QrImage } from '@/domain/tool-kit/qrImage';
import {
  qrCodeGeneratorMachine,
  type RenderQrInput,
} from '@/machines/tools/qr-code-generator/qrCodeGeneratorMachine';
import { QrInputError } from '@/domain/tools/qr-code-generator/qrInputError';
import { QrCodeGeneratorScreen } from './QrCodeGeneratorScreen';

/** A real, scannable code of the URL (with a stand-in logo when one was picked). */
const drawFixture = ({ url, logo }: RenderQrInput): Promise<QrImage> =>
  Promise.resolve({
    blob: new Blob([url], { type: 'image/png' }),
    src: qrFixtureSrc(url, logo !== null),
  });

interface Fakes {
  render?: (input: RenderQrInput) => Promise<QrImage>;
  copy?: () => Promise<unknown>;
  save?: (args: unknown, params: { blob: Blob; filename: string }) => void;
  /** How long 'Copied!' stays; pinned long in the story that shows it. */
  copiedMs?: number;
}

const logicWith = ({ render = drawFixture, copy, save = fn(), copiedMs }: Fakes = {}) =>
  qrCodeGeneratorMachine.provide({
    actors: {
      renderQr: fromAbortablePromise(({ input }) => render(input)),
      copyImage: fromAbortablePromise(copy ?? (() => Promise.resolve())),
    },
    actions: { saveImage: save, logError: () => undefined },
    ...(copiedMs === undefined ? {} : { delays: { copiedShown: copiedMs } }),
  });

const meta = {
  title: 'Tools/qr-code-generator/QrCodeGeneratorScreen',
  component: QrCodeGeneratorScreen,
  parameters: {
    shell: true,
    route: '/tools/qr-code-generator',
    machineStates: {
      empty: ['Empty', 'InvalidUrlMessage'],
      // The pause after a keystroke draws as making the code (busy); Generating's play ends in it.
      typing: 'Generating',
      generating: 'Generating',
      'preview.idle': [
        'Preview',
        'WithLogo',
        'LogoRemoved',
        'CopiedThenBack',
        'CopyFailed',
        'UrlTooLong',
        'LogoNotAnImage',
        'Mobile',
      ],
      'preview.copying': 'Tools/tool-kit/QrCodePanel#Copying',
      'preview.copied': 'Copied',
      failed: 'GenerationError',
    },
  },
  args: { logic: logicWith() },
} satisfies Meta<typeof QrCodeGeneratorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));

async function typeUrl(canvasElement: HTMLElement, url = fixtureUrl) {
  await userEvent.type(main(canvasElement).getByRole('textbox', { name: /URL/ }), url);
}

const findCode = (canvasElement: HTMLElement, name = `QR code for ${fixtureUrl}`) =>
  main(canvasElement).findByRole('img', { name });

async function addLogo(canvasElement: HTMLElement) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no logo input');
  await userEvent.upload(input, fixtureLogoFile());
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'QR Code Generator' })).toBeVisible();
    await expect(page.getByText('Your QR code will appear here')).toBeVisible();
  },
};

/** Download (or Enter, or Copy) with no URL gives the documented message. */
export const InvalidUrlMessage: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Download' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('Please enter a valid URL!');
  },
};

/** A render that never settles pins the first code being made. */
export const Generating: Story = {
  args: { logic: logicWith({ render: () => new Promise<QrImage>(() => undefined) }) },
  play: async ({ canvasElement }) => {
    await typeUrl(canvasElement);
    const page = main(canvasElement);
    await expect(await page.findByText('Generating QR code...')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download' })).toBeDisabled();
  },
};

export const Preview: Story = {
  play: async ({ canvasElement }) => {
    await typeUrl(canvasElement);
    await expect(await findCode(canvasElement)).toBeVisible();
    await expect(main(canvasElement).getByRole('button', { name: 'Copy' })).toBeEnabled();
  },
};

const saveWithLogo = fn();

export const WithLogo: Story = {
  args: { logic: logicWith({ save: saveWithLogo }) },
  play: async ({ canvasElement }) => {
    await typeUrl(canvasElement);
    await findCode(canvasElement);
    await addLogo(canvasElement);
    await findCode(canvasElement, `QR code for ${fixtureUrl}, with your logo in the middle`);
    const page = main(canvasElement);
    await expect(page.getByText('channel-logo.svg')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Download' }));
    await expect(saveWithLogo).toHaveBeenCalledWith(expect.anything(), {
      blob: expect.any(Blob) as Blob,
      filename: 'qrcode_with_logo.png',
    });
  },
};

export const LogoRemoved: Story = {
  play: async ({ canvasElement }) => {
    await typeUrl(canvasElement);
    await addLogo(canvasElement);
    await findCode(canvasElement, `QR code for ${fixtureUrl}, with your logo in the middle`);
    await userEvent.click(main(canvasElement).getByRole('button', { name: 'Remove logo' }));
    await expect(await findCode(canvasElement)).toBeVisible();
    await expect(main(canvasElement).getByRole('button', { name: 'Add logo' })).toBeVisible();
  },
};

/** 'Copied!' lasts 1 s in the app; pinned here so the screenshot shows it. */
export const Copied: Story = {
  args: { logic: logicWith({ copiedMs: 600_000 }) },
  play: async ({ canvasElement }) => {
    await typeUrl(canvasElement);
    await findCode(canvasElement);
    const page = main(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Copy' }));
    await expect(await page.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(page.getByText('QR code copied to clipboard!')).toBeVisible();
  },
};

/** The real 1 s: the button goes back to 'Copy', the message stays until the next action. */
export const CopiedThenBack: Story = {
  play: async ({ canvasElement }) => {
    await typeUrl(canvasElement);
    await findCode(canvasElement);
    const page = main(canvasElement);
    const copy = page.getByRole('button', { name: 'Copy' });
    const labels = recordChanges(copy, () => copy.textContent);
    await userEvent.click(copy);
    await waitFor(() => expect(labels.values).toEqual(['Copy', 'Copied!', 'Copy']));
    labels.stop();
    await expect(page.getByText('QR code copied to clipboard!')).toBeVisible();
  },
};

export const CopyFailed: Story = {
  args: {
    logic: logicWith({
      copy: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    }),
  },
  play: async ({ canvasElement }) => {
    await typeUrl(canvasElement);
    await findCode(canvasElement);
    const page = main(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Copy' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('Failed to copy QR code.');
  },
};

/** The renderer's own refusal for a URL past the limit, after a code of a shorter one. */
const refuseLong = (input: RenderQrInput) =>
  input.url.length > 100
    ? Promise.reject(new QrInputError({ kind: 'too-long', withLogo: input.logo !== null }))
    : drawFixture(input);

/** Too long a URL: the limit is said, the last good code stays and still downloads. */
export const UrlTooLong: Story = {
  args: { logic: logicWith({ render: refuseLong }) },
  play: async ({ canvasElement }) => {
    await typeUrl(canvasElement);
    await findCode(canvasElement);
    const page = main(canvasElement);
    await userEvent.type(page.getByRole('textbox', { name: /URL/ }), `?${'a'.repeat(100)}`);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'This URL is too long for a QR code: it can hold at most 2,331 characters. The code shown is the last one that worked.',
    );
    await expect(await findCode(canvasElement)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download' })).toBeEnabled();
  },
};

/** The renderer's refusal of a logo it cannot decode as an image. */
const refuseNotes = (input: RenderQrInput) =>
  input.logo
    ? Promise.reject(new QrInputError({ kind: 'logo-not-image', fileName: 'notes.txt' }))
    : drawFixture(input);

/** A logo that is not an image is named; the code without it stays until it is removed. */
export const LogoNotAnImage: Story = {
  args: { logic: logicWith({ render: refuseNotes }) },
  play: async ({ canvasElement }) => {
    await typeUrl(canvasElement);
    await findCode(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no logo input');
    await userEvent.upload(input, new File(['just text'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    const page = main(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      '“notes.txt” is not an image. Please choose a PNG, JPEG, WebP or SVG file for the logo.',
    );
    await expect(await findCode(canvasElement)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download' })).toBeEnabled();
    await userEvent.click(page.getByRole('button', { name: 'Remove logo' }));
    await waitFor(() => expect(page.queryByRole('alert')).toBeNull());
  },
};

/** Any other failure, before any code: the documented message, nothing to download. */
export const GenerationError: Story = {
  args: { logic: logicWith({ render: () => Promise.reject(new Error('no 2D canvas')) }) },
  play: async ({ canvasElement }) => {
    await typeUrl(canvasElement);
    const page = main(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'Error generating QR code. Please try again.',
    );
    await expect(page.getByRole('button', { name: 'Download' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await typeUrl(canvasElement);
    await addLogo(canvasElement);
    await expect(
      await findCode(canvasElement, `QR code for ${fixtureUrl}, with your logo in the middle`),
    ).toBeVisible();
  },
};
