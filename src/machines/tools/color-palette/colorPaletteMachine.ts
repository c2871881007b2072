/**
 * The colour palette generator (docs/product.md, color-palette).
 *
 *   empty ──image.choose [image]──▶ analysing ──done──▶ palette ──palette.reset──▶ empty
 *     │  (not an image: the message,        └──error──▶ failed ──analysis.retry──▶ analysing
 *     │   stays empty)
 *   palette (parallel): modal closed ⇄ open (selection; 'Confirm Colors' only with one picked,
 *                       'Cancel' clears it) · copy idle → copying → copied ─3 s─▶ idle ·
 *                       export idle → rendering (the PNG exports) → idle
 *
 * A new image may be chosen in any state but `analysing`'s own file: it replaces the palette.
 * The app provides `extract` (decode and read the image off the main thread), `renderExport`
 * (draw a PNG off the main thread), `copyText`, and the `saveFile` action; leaving a state
 * aborts its actor, and stopping the machine (leaving the screen) aborts everything.
 */
import { type PaletteExtraction, type PalettePicture } from '@/domain/tools/color-palette/palette';
import { type ColorFormat, formatColor } from '@/domain/tools/color-palette/paletteColor';
import {
  DEFAULT_SEED_TEXT,
  PALETTE_FILES,
  PALETTE_MESSAGES,
  addColors,
  canMakeGradient,
  isImageFile,
  paletteCss,
  paletteImagePlan,
  paletteJson,
  readSeed,
  type PaletteExportRequest,
} from '@/domain/tools/color-palette/paletteExport';
import { gradientPlan } from '@/domain/tools/color-palette/paletteGradient';
import { isToolFailure } from '@/domain/tool-kit/toolFailure';
import { assign, setup } from 'xstate';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { notProvided } from '@/machines/shared/notProvided';

/** How long 'Color code copied to clipboard!' stays. */
export const PALETTE_COPIED_MS = 3000;

export type PaletteTab = 'wheel' | 'image';
export type PaletteFileKind = 'png' | 'css' | 'json';

export interface PaletteNotice {
  tone: 'success' | 'error';
  text: string;
}

export interface ColorPaletteContext {
  /** The image being or last analysed (kept for 'Try again'). */
  file: File | null;
  colors: string[];
  picture: PalettePicture | null;
  /** Why there is no palette: not an image, unreadable, failed. */
  error: string | null;
  retryable: boolean;
  /** The seed as typed (never rewritten). */
  seedText: string;
  format: ColorFormat;
  /** Colours picked in the 'Add Colors' modal, not yet confirmed. */
  selection: string[];
  tab: PaletteTab;
  /** The two swatches whose contrast is shown. */
  pair: [string | null, string | null];
  notice: PaletteNotice | null;
}

export type ColorPaletteEvent =
  | { type: 'image.choose'; file: File }
  | { type: 'image.reject' }
  | { type: 'analysis.retry' }
  | { type: 'palette.reset' }
  | { type: 'swatch.copy'; color: string }
  | { type: 'swatch.remove'; color: string }
  | { type: 'format.change'; format: ColorFormat }
  | { type: 'seed.change'; text: string }
  | { type: 'palette.export'; kind: PaletteFileKind }
  | { type: 'gradient.download' }
  | { type: 'modal.open' }
  | { type: 'modal.tab'; tab: PaletteTab }
  | { type: 'selection.add'; color: string }
  | { type: 'selection.remove'; color: string }
  | { type: 'modal.confirm' }
  | { type: 'modal.cancel' }
  | { type: 'contrast.pick'; slot: 0 | 1; color: string | null };

export type ColorPaletteTag =
  'empty' | 'analysing' | 'failed' | 'palette' | 'modalOpen' | 'copying' | 'copied' | 'exporting';

export interface SaveFileParams {
  blob: Blob;
  filename: string;
}

type Extract = (args: { input: { file: File }; signal: AbortSignal }) => Promise<PaletteExtraction>;
type RenderExport = (args: { input: PaletteExportRequest; signal: AbortSignal }) => Promise<Blob>;
type CopyText = (args: { input: { text: string }; signal: AbortSignal }) => Promise<unknown>;

const initialContext = (): ColorPaletteContext => ({
  file: null,
  colors: [],
  picture: null,
  error: null,
  retryable: false,
  seedText: DEFAULT_SEED_TEXT,
  format: 'hex',
  selection: [],
  tab: 'wheel',
  pair: [null, null],
  notice: null,
});

/** The seed, once it reads as one (the guard checked it before this runs). */
const seedOf = (context: ColorPaletteContext) => {
  const read = readSeed(context.seedText);
  return read.ok ? read.value : 1;
};

const textFile = (text: string, type: string) => new Blob([text], { type });

/** An export being drawn off the main thread, then saved under `filename`. */
function rendering(
  request: (args: { context: ColorPaletteContext }) => PaletteExportRequest,
  filename: (context: ColorPaletteContext) => string,
) {
  return {
    tags: 'exporting' as const,
    invoke: {
      src: 'renderExport' as const,
      input: request,
      onDone: {
        target: 'idle',
        actions: {
          type: 'saveFile' as const,
          params: ({
            context,
            event,
          }: {
            context: ColorPaletteContext;
            event: { output: Blob };
          }) => ({
            blob: event.output,
            filename: filename(context),
          }),
        },
      },
      onError: {
        target: 'idle',
        actions: [
          'exportFailed' as const,
          {
            type: 'logError' as const,
            params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
          },
        ],
      },
    },
  };
}

export const colorPaletteMachine = setup({
  types: {
    context: {} as ColorPaletteContext,
    events: {} as ColorPaletteEvent,
    tags: {} as ColorPaletteTag,
  },
  actors: {
    extract: fromAbortablePromise(notProvided('colorPalette', 'extract') as Extract),
    renderExport: fromAbortablePromise(notProvided('colorPalette', 'renderExport') as RenderExport),
    copyText: fromAbortablePromise(notProvided('colorPalette', 'copyText') as CopyText),
  },
  delays: { copiedShown: PALETTE_COPIED_MS },
  guards: {
    isImage: ({ event }) => event.type === 'image.choose' && isImageFile(event.file),
    retryable: ({ context }) => context.retryable && context.file !== null,
    hasSelection: ({ context }) => context.selection.length > 0,
    canDownloadGradient: ({ context }) =>
      canMakeGradient(context.colors) && readSeed(context.seedText).ok,
    isPng: ({ event }) => event.type === 'palette.export' && event.kind === 'png',
  },
  actions: {
    clearAll: assign(initialContext),
    takeFile: assign(({ event }) =>
      event.type === 'image.choose' ? { ...initialContext(), file: event.file } : {},
    ),
    refuseFile: assign({ ...initialContext(), error: PALETTE_MESSAGES.notImage }),
    clearNotice: assign({ notice: null }),
    exportFailed: assign({
      notice: { tone: 'error', text: PALETTE_MESSAGES.exportFailed } as PaletteNotice,
    }),
    saveFile: (_, params: SaveFileParams) => {
      throw new Error(
        `colorPalette: the 'saveFile' action was not provided (machine.provide({ actions })); ${params.filename} not saved`,
      );
    },
    logError: (_, params: { error: unknown }) => {
      console.error('colorPalette: failed', params.error);
    },
  },
}).createMachine({
  id: 'colorPalette',
  context: initialContext,
  initial: 'empty',
  on: {
    'image.choose': [
      { guard: 'isImage', target: '.analysing', actions: 'takeFile' },
      { target: '.empty', actions: 'refuseFile' },
    ],
    'image.reject': { target: '.empty', actions: 'refuseFile' },
    'palette.reset': { target: '.empty', actions: 'clearAll' },
  },
  states: {
    empty: { tags: 'empty' },
    analysing: {
      tags: 'analysing',
      invoke: {
        src: 'extract',
        input: ({ context }) => ({ file: context.file as File }),
        onDone: {
          target: 'palette',
          actions: assign(({ event }) => ({
            colors: event.output.colors,
            picture: event.output.picture,
          })),
        },
        onError: {
          target: 'failed',
          actions: [
            assign(({ event }) =>
              isToolFailure(event.error)
                ? { error: event.error.message, retryable: event.error.retryable }
                : { error: PALETTE_MESSAGES.analysisFailed, retryable: true },
            ),
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    failed: {
      tags: 'failed',
      on: {
        'analysis.retry': {
          guard: 'retryable',
          target: 'analysing',
          actions: assign({ error: null }),
        },
      },
    },
    palette: {
      tags: 'palette',
      type: 'parallel',
      on: {
        'swatch.remove': {
          actions: assign(({ context, event }) => ({
            colors: context.colors.filter((color) => color !== event.color),
            pair: context.pair.map((color) => (color === event.color ? null : color)) as [
              string | null,
              string | null,
            ],
          })),
        },
        'format.change': { actions: assign(({ event }) => ({ format: event.format })) },
        'seed.change': { actions: assign(({ event }) => ({ seedText: event.text })) },
        'contrast.pick': {
          actions: assign(({ context, event }) => {
            const pair: [string | null, string | null] = [...context.pair];
            pair[event.slot] = event.color;
            return { pair };
          }),
        },
      },
      states: {
        modal: {
          initial: 'closed',
          states: {
            closed: {
              on: { 'modal.open': { target: 'open', actions: assign({ selection: [] }) } },
            },
            open: {
              tags: 'modalOpen',
              on: {
                'modal.tab': { actions: assign(({ event }) => ({ tab: event.tab })) },
                'selection.add': {
                  actions: assign(({ context, event }) => ({
                    selection: addColors(context.selection, [event.color]),
                  })),
                },
                'selection.remove': {
                  actions: assign(({ context, event }) => ({
                    selection: context.selection.filter((color) => color !== event.color),
                  })),
                },
                'modal.confirm': {
                  guard: 'hasSelection',
                  target: 'closed',
                  actions: assign(({ context }) => ({
                    colors: addColors(context.colors, context.selection),
                    selection: [],
                  })),
                },
                'modal.cancel': { target: 'closed', actions: assign({ selection: [] }) },
              },
            },
          },
        },
        copy: {
          initial: 'idle',
          states: {
            idle: { on: { 'swatch.copy': 'copying' } },
            copying: {
              tags: 'copying',
              entry: 'clearNotice',
              invoke: {
                src: 'copyText',
                input: ({ context, event }) => ({
                  text:
                    event.type === 'swatch.copy' ? formatColor(event.color, context.format) : '',
                }),
                onDone: {
                  target: 'copied',
                  actions: assign({ notice: { tone: 'success', text: PALETTE_MESSAGES.copied } }),
                },
                onError: {
                  target: 'idle',
                  actions: assign({ notice: { tone: 'error', text: PALETTE_MESSAGES.copyFailed } }),
                },
              },
            },
            copied: {
              tags: 'copied',
              after: { copiedShown: { target: 'idle', actions: 'clearNotice' } },
              on: { 'swatch.copy': 'copying' },
            },
          },
        },
        export: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'palette.export': [
                  { guard: 'isPng', target: 'image', actions: 'clearNotice' },
                  {
                    actions: {
                      type: 'saveFile',
                      params: ({ context, event }) =>
                        event.kind === 'css'
                          ? {
                              blob: textFile(paletteCss(context.colors), 'text/css'),
                              filename: PALETTE_FILES.css,
                            }
                          : {
                              blob: textFile(paletteJson(context.colors), 'application/json'),
                              filename: PALETTE_FILES.json,
                            },
                    },
                  },
                ],
                'gradient.download': {
                  guard: 'canDownloadGradient',
                  target: 'gradient',
                  actions: 'clearNotice',
                },
              },
            },
            image: rendering(
              ({ context }) => ({ kind: 'palette-image', plan: paletteImagePlan(context.colors) }),
              () => PALETTE_FILES.image,
            ),
            gradient: rendering(
              ({ context }) => ({
                kind: 'gradient-image',
                plan: gradientPlan(context.colors, seedOf(context)),
              }),
              (context) => PALETTE_FILES.gradient(seedOf(context)),
            ),
          },
        },
      },
    },
  },
});

export type ColorPaletteLogic = typeof colorPaletteMachine;
