import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { atViewport } from '../../../../.storybook/viewports';
import {
  fixtureBlocks,
  fixturePhoto,
  fixturePicture,
} from '@/components/tools/color-palette/PaletteLoupe.fixtures';
import type { PaletteExtraction } from '@/domain/tools/color-palette/palette';
import { PALETTE_MESSAGES } from '@/domain/tools/color-palette/paletteExport';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import { colorPaletteMachine } from '@/machines/tools/color-palette/colorPaletteMachine';
import { ColorPaletteScreen } from './ColorPaletteScreen';

interface Fakes {
  extract?: () => Promise<PaletteExtraction>;
  colors?: readonly string[];
  save?: (args: unknown, params: { blob: Blob; filename: string }) => void;
  copiedMs?: number;
  /** The clipboard (default: takes the text at once). */
  copy?: (input: { text: string }) => Promise<unknown>;
  /** A PNG export's drawing (default: done at once). */
  render?: () => Promise<Blob>;
}

const logicWith = ({
  extract,
  colors = fixtureBlocks,
  save = fn(),
  copiedMs,
  copy = () => Promise.resolve(null),
  render = () => Promise.resolve(new Blob(['png'], { type: 'image/png' })),
}: Fakes = {}) =>
  colorPaletteMachine.provide({
    actors: {
      extract: fromAbortablePromise(
        extract ?? (() => Promise.resolve({ colors: [...colors], picture: fixturePicture() })),
      ),
      renderExport: fromAbortablePromise(render),
      copyText: fromAbortablePromise<unknown, { text: string }>(({ input }) => copy(input)),
    },
    actions: { saveFile: save, logError: () => undefined },
    ...(copiedMs === undefined ? {} : { delays: { copiedShown: copiedMs } }),
  });

const meta = {
  title: 'Tools/color-palette/ColorPaletteScreen',
  component: ColorPaletteScreen,
  parameters: {
    shell: true,
    route: '/tools/color-palette',
    machineStates: {
      empty: ['NoImage', 'NotAnImage'],
      analysing: 'Analysing',
      failed: ['Unreadable', 'Tools/color-palette/PaletteDropzone#FailedWithRetry'],
      'palette.modal.closed': ['Palette', 'OneColor', 'ContrastAndFormats', 'Mobile'],
      'palette.modal.open': ['ModalColorWheel', 'ModalPickFromImage'],
      'palette.copy.idle': ['Palette', 'ContrastAndFormats'],
      'palette.copy.copying': 'Copying',
      'palette.copy.copied': 'Copied',
      'palette.export.idle': ['Palette', 'InvalidSeed'],
      'palette.export.image': 'ExportingPalette',
      'palette.export.gradient': 'ExportingGradient',
    },
  },
  args: { logic: logicWith() },
} satisfies Meta<typeof ColorPaletteScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));

async function upload(canvasElement: HTMLElement, file = fixturePhoto(), applyAccept = true) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, file, { applyAccept });
}

async function showPalette(canvasElement: HTMLElement) {
  await upload(canvasElement);
  return main(canvasElement).findByRole('heading', { name: /^Palette/ });
}

async function openModal(canvasElement: HTMLElement) {
  await showPalette(canvasElement);
  await userEvent.click(main(canvasElement).getByRole('button', { name: 'Add Color' }));
  return within(await within(document.body).findByRole('dialog', { name: 'Add Colors' }));
}

export const NoImage: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Color Palette Generator' }),
    ).toBeVisible();
    await expect(page.getByText('Drop an image here')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose image' })).toBeEnabled();
  },
};

/** A file that is not an image is refused (docs/product.md, color-palette). */
export const NotAnImage: Story = {
  play: async ({ canvasElement }) => {
    await upload(canvasElement, new File(['hi'], 'notes.txt', { type: 'text/plain' }), false);
    await expect(await main(canvasElement).findByRole('alert')).toHaveTextContent(
      PALETTE_MESSAGES.notImage,
    );
  },
};

/** An extraction that never settles pins the analysing state. */
export const Analysing: Story = {
  args: { logic: logicWith({ extract: () => new Promise<PaletteExtraction>(() => undefined) }) },
  play: async ({ canvasElement }) => {
    await upload(canvasElement);
    const page = main(canvasElement);
    await expect(await page.findByRole('status')).toHaveTextContent('Analyzing the image…');
    await expect(page.getByRole('button', { name: 'Choose image' })).toBeDisabled();
  },
};

export const Unreadable: Story = {
  args: {
    logic: logicWith({
      extract: () => Promise.reject(new ToolFailure(PALETTE_MESSAGES.unreadable, false)),
    }),
  },
  play: async ({ canvasElement }) => {
    await upload(canvasElement);
    const alert = await main(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(PALETTE_MESSAGES.unreadable);
    await expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

let attempts = 0;
/** A failure that may pass a second time offers 'Try again', which analyses the same file. */
export const FailedThenRetry: Story = {
  args: {
    logic: logicWith({
      extract: () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new Error('worker crashed'))
          : Promise.resolve({ colors: [...fixtureBlocks], picture: fixturePicture() });
      },
    }),
  },
  parameters: { visual: { skip: 'ends as Palette draws' } },
  play: async ({ canvasElement }) => {
    attempts = 0;
    await upload(canvasElement);
    const page = main(canvasElement);
    const alert = await page.findByRole('alert');
    await expect(alert).toHaveTextContent(PALETTE_MESSAGES.analysisFailed);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await page.findByRole('heading', { name: 'Palette (3 colors)' })).toBeVisible();
  },
};

/** One colour: no gradient yet, the documented message instead. */
export const OneColor: Story = {
  args: { logic: logicWith({ colors: ['#d83030'] }) },
  play: async ({ canvasElement }) => {
    await showPalette(canvasElement);
    const page = main(canvasElement);
    await expect(page.getByText(PALETTE_MESSAGES.needTwoColors)).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Download (4K)' })).toBeNull();
    await expect(page.queryByRole('textbox', { name: 'Seed' })).toBeNull();
  },
};

const savePalette = fn();

/** Two or more colours: the seed (1 by default) and 'Download (4K)'. */
export const Palette: Story = {
  args: { logic: logicWith({ save: savePalette }) },
  play: async ({ canvasElement }) => {
    await showPalette(canvasElement);
    const page = main(canvasElement);
    await expect(page.getByRole('status')).toHaveTextContent('Palette ready: 3 colors.');
    await expect(page.getByRole('textbox', { name: 'Seed' })).toHaveValue('1');
    await userEvent.click(page.getByRole('button', { name: 'Download (4K)' }));
    await waitFor(() =>
      expect(savePalette).toHaveBeenCalledWith(expect.anything(), {
        blob: expect.any(Blob) as Blob,
        filename: 'gradient-4k-seed-1.png',
      }),
    );
    await userEvent.click(page.getByRole('button', { name: 'Export Palette' }));
    await waitFor(() =>
      expect(savePalette).toHaveBeenLastCalledWith(expect.anything(), {
        blob: expect.any(Blob) as Blob,
        filename: 'color-palette.png',
      }),
    );
  },
};

/** A drawing that never ends pins the export of the palette's PNG: both PNG buttons spin. */
export const ExportingPalette: Story = {
  args: { logic: logicWith({ render: () => new Promise<Blob>(() => undefined) }) },
  play: async ({ canvasElement }) => {
    await showPalette(canvasElement);
    const page = main(canvasElement);
    const exportButton = page.getByRole('button', { name: 'Export Palette' });
    await userEvent.click(exportButton);
    await waitFor(() => expect(exportButton).toHaveAttribute('data-loading', 'true'));
    await expect(exportButton).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Download (4K)' })).toBeDisabled();
  },
};

/** The same for the 4K gradient: both PNG buttons spin while it is drawn. */
export const ExportingGradient: Story = {
  args: { logic: logicWith({ render: () => new Promise<Blob>(() => undefined) }) },
  play: async ({ canvasElement }) => {
    await showPalette(canvasElement);
    const page = main(canvasElement);
    const download = page.getByRole('button', { name: 'Download (4K)' });
    await userEvent.click(download);
    await waitFor(() => expect(download).toHaveAttribute('data-loading', 'true'));
    await expect(download).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Export Palette' })).toBeDisabled();
  },
};

/** The seed keeps what was typed and says why it cannot be used. */
export const InvalidSeed: Story = {
  play: async ({ canvasElement }) => {
    await showPalette(canvasElement);
    const page = main(canvasElement);
    const seed = page.getByRole('textbox', { name: 'Seed' });
    await userEvent.clear(seed);
    await userEvent.type(seed, '0.5');
    await expect(seed).toHaveValue('0.5');
    await expect(page.getByText(PALETTE_MESSAGES.seed)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download (4K)' })).toBeDisabled();
  },
};

/** Contrast of two chosen swatches, removing one, and HSL codes. */
export const ContrastAndFormats: Story = {
  play: async ({ canvasElement }) => {
    await showPalette(canvasElement);
    const page = main(canvasElement);
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Text color' }), '#f0c030');
    await userEvent.selectOptions(
      page.getByRole('combobox', { name: 'Background color' }),
      '#3060d8',
    );
    await expect(await page.findByText('3.24:1')).toBeVisible();
    await userEvent.click(page.getByRole('radio', { name: 'HSL' }));
    await expect(page.getByRole('button', { name: 'Copy hsl(0, 68%, 52%)' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Remove #d83030' }));
    await expect(page.getByRole('heading', { name: 'Palette (2 colors)' })).toBeVisible();
  },
};

const clipboardWaits = fn(() => new Promise<unknown>(() => undefined));

/** The clipboard has not answered yet: the palette stays as it was, with no message until it does. */
export const Copying: Story = {
  args: { logic: logicWith({ copy: clipboardWaits }) },
  beforeEach: () => {
    clipboardWaits.mockClear();
  },
  play: async ({ canvasElement }) => {
    await showPalette(canvasElement);
    const page = main(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Copy #3060d8' }));
    await waitFor(() => expect(clipboardWaits).toHaveBeenCalledWith({ text: '#3060d8' }));
    await expect(page.getByRole('status')).toHaveTextContent('Palette ready: 3 colors.');
  },
};

/** 'Color code copied to clipboard!' (3 s in the app; pinned here for the screenshot). */
export const Copied: Story = {
  args: { logic: logicWith({ copiedMs: 600_000 }) },
  play: async ({ canvasElement }) => {
    await showPalette(canvasElement);
    const page = main(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Copy #3060d8' }));
    await expect(await page.findByRole('status')).toHaveTextContent(
      'Color code copied to clipboard!',
    );
  },
};

export const ModalColorWheel: Story = {
  parameters: {
    visual: { skip: 'the Color Wheel tab is drawn by Tools/color-palette/PaletteAddModal' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    await expect(dialog.getByRole('tab', { name: 'Color Wheel' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog.getByRole('button', { name: 'Confirm Colors' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Add to selection' }));
    await expect(dialog.getByRole('button', { name: 'Confirm Colors' })).toBeEnabled();
  },
};

/** Picking from the image with the keyboard: arrows move the magnifier, Enter picks. */
export const ModalPickFromImage: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    await userEvent.click(dialog.getByRole('tab', { name: 'Pick from Image' }));
    const picker = await dialog.findByRole('application', { name: /Pick a color/ });
    picker.focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}');
    await expect(picker).toHaveAccessibleName(/#f0c030/);
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByRole('button', { name: 'Unselect #f0c030' })).toBeVisible();
  },
};

/** 'Confirm Colors' adds the selection; 'Cancel' drops it. */
export const ModalConfirmAndCancel: Story = {
  args: { logic: logicWith({ colors: ['#d83030'] }) },
  parameters: { visual: { skip: 'ends as a palette of two colours, drawn by other stories' } },
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Add to selection' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm Colors' }));
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Palette (2 colors)' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Add Color' }));
    const again = within(await within(document.body).findByRole('dialog', { name: 'Add Colors' }));
    await expect(again.getByText('No colors selected yet.')).toBeVisible();
    await userEvent.click(again.getByRole('button', { name: 'Add to selection' }));
    await userEvent.click(again.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(page.getByRole('heading', { name: 'Palette (2 colors)' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await expect(await showPalette(canvasElement)).toBeVisible();
  },
};
