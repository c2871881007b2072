/**
 * The QR code generator (docs/product.md, qr-code-generator).
 *
 *   empty ──url.change [not blank]──▶ typing ──300 ms──▶ generating ──done──▶ preview
 *                                     (each keystroke     │                  (idle ⇄ copying,
 *                                      restarts the wait;  │                   copied ─1 s─▶ idle)
 *                                      url.submit skips it)├─error [a code shown]─▶ preview
 *                                                          └─error [none yet]─▶ failed
 *   any ──url.change [blank]──▶ empty (no code)
 *   any ──logo.add / logo.remove──▶ generating again (when there is a URL)
 *   empty ──url.submit / qr.download / qr.copy──▶ 'Please enter a valid URL!'
 *
 * Download and copy are handled only in `empty` (to say what is missing) and `preview`, so the
 * screen can disable the buttons with `can()` while a code is being made or when none was ever
 * made. While a new code is made the last one stays in `preview` (no flicker). When the input
 * cannot be made into a code (a logo that is not an image, a URL too long for any QR code) the
 * last good code stays too, downloadable, and `problem` says what is wrong until a code is made
 * again; the code is dropped only when the URL is cleared. The app provides `renderQr` (the image), `copyImage` (the
 * clipboard) and the `saveImage` action (the download); leaving a state aborts its actor.
 */
import {
  QR_COPIED_MS,
  QR_EMPTY_URL_MESSAGE,
  qrFilename,
  readQrUrl,
} from '@/domain/tools/qr-code-generator/qrCode';
import { isQrInputError, qrInputMessage } from '@/domain/tools/qr-code-generator/qrInputError';
import type { QrImage } from '@/domain/tool-kit/qrImage';
import { assign, setup } from 'xstate';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { notProvided } from '@/machines/shared/notProvided';

/** docs/product.md, qr-code-generator. */
export const QR_MESSAGES = {
  emptyUrl: QR_EMPTY_URL_MESSAGE,
  failed: 'Error generating QR code. Please try again.',
  copied: 'QR code copied to clipboard!',
  copyFailed: 'Failed to copy QR code.',
} as const;

/** How long typing must pause before the code is made again. */
export const QR_TYPING_PAUSE_MS = 300;

/** The code on screen and what it was made from. */
export interface QrPreview extends QrImage {
  url: string;
  withLogo: boolean;
}

export interface QrNotice {
  tone: 'success' | 'error';
  text: string;
}

export interface QrCodeGeneratorContext {
  /** The URL as typed. */
  url: string;
  logo: File | null;
  preview: QrPreview | null;
  /** 'Please enter a valid URL!' after a submit, download or copy with no URL. */
  urlError: string | null;
  /**
   * Why the input gives no code: the logo is not an image, the URL is too long (with the limit),
   * or the documented generic failure. Cleared when a code is made or the URL is cleared.
   */
  problem: string | null;
  /** The outcome of the last copy. */
  notice: QrNotice | null;
}

export type QrCodeGeneratorEvent =
  | { type: 'url.change'; value: string }
  | { type: 'url.submit' }
  | { type: 'logo.add'; file: File }
  | { type: 'logo.remove' }
  | { type: 'qr.download' }
  | { type: 'qr.copy' };

export type QrCodeGeneratorTag = 'busy' | 'ready' | 'copying' | 'copied' | 'failed';

export interface RenderQrInput {
  url: string;
  logo: Blob | null;
}

type RenderQr = (args: { input: RenderQrInput; signal: AbortSignal }) => Promise<QrImage>;
type CopyImage = (args: { input: { blob: Blob }; signal: AbortSignal }) => Promise<unknown>;

const renderPlaceholder: RenderQr = notProvided('qrCode', 'renderQr');
const copyPlaceholder: CopyImage = notProvided('qrCode', 'copyImage');

const urlOf = (context: QrCodeGeneratorContext) => {
  const read = readQrUrl(context.url);
  return read.ok ? read.value : '';
};

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** The code on screen; only read in `preview`, where there always is one. */
function shown(context: QrCodeGeneratorContext): QrPreview {
  if (!context.preview) throw new Error('qrCode: no QR code is shown');
  return context.preview;
}

export const qrCodeGeneratorMachine = setup({
  types: {
    context: {} as QrCodeGeneratorContext,
    events: {} as QrCodeGeneratorEvent,
    tags: {} as QrCodeGeneratorTag,
  },
  actors: {
    renderQr: fromAbortablePromise(renderPlaceholder),
    copyImage: fromAbortablePromise(copyPlaceholder),
  },
  delays: {
    typingPause: QR_TYPING_PAUSE_MS,
    copiedShown: QR_COPIED_MS,
  },
  guards: {
    hasUrl: ({ context }) => readQrUrl(context.url).ok,
    hasProblem: ({ context }) => context.problem !== null,
    hasPreview: ({ context }) => context.preview !== null,
    isInputError: (_, { error }: { error: unknown }) => isQrInputError(error),
    isInputErrorWithCode: ({ context }, { error }: { error: unknown }) =>
      context.preview !== null && isQrInputError(error),
    typedBlank: ({ event }) => event.type === 'url.change' && !readQrUrl(event.value).ok,
  },
  actions: {
    setUrl: assign(({ event }) =>
      event.type === 'url.change' ? { url: event.value, urlError: null, notice: null } : {},
    ),
    setLogo: assign(({ event }) =>
      event.type === 'logo.add' ? { logo: event.file, notice: null } : {},
    ),
    clearLogo: assign({ logo: null, notice: null }),
    askForUrl: assign({ urlError: QR_MESSAGES.emptyUrl }),
    clearNotice: assign({ notice: null }),
    /** Says what is wrong with the input, naming the file or the limit. */
    sayProblem: assign((_, { error }: { error: unknown }) => ({
      problem: isQrInputError(error) ? qrInputMessage(error.problem) : QR_MESSAGES.failed,
    })),
    saveImage: (_, params: { blob: Blob; filename: string }) => {
      throw new Error(
        `qrCode: the 'saveImage' action was not provided (machine.provide({ actions })); ${params.filename} not saved`,
      );
    },
    /** The failure's detail for maintainers; the visitor sees the documented message. */
    logError: (_, params: { error: unknown }) => {
      console.error('qrCode: failed', params.error);
    },
  },
}).createMachine({
  id: 'qrCode',
  context: { url: '', logo: null, preview: null, urlError: null, problem: null, notice: null },
  initial: 'empty',
  on: {
    'url.change': [
      { guard: 'typedBlank', target: '.empty', actions: 'setUrl' },
      { target: '.typing', actions: 'setUrl' },
    ],
    'logo.add': [
      { guard: 'hasUrl', target: '.generating', actions: 'setLogo' },
      { actions: 'setLogo' },
    ],
    'logo.remove': [
      { guard: 'hasUrl', target: '.generating', actions: 'clearLogo' },
      { actions: 'clearLogo' },
    ],
  },
  states: {
    empty: {
      entry: assign({ preview: null, problem: null }),
      on: {
        'url.submit': { actions: 'askForUrl' },
        'qr.download': { actions: 'askForUrl' },
        'qr.copy': { actions: 'askForUrl' },
      },
    },
    typing: {
      tags: 'busy',
      after: { typingPause: 'generating' },
      on: { 'url.submit': 'generating' },
    },
    generating: {
      tags: 'busy',
      entry: 'clearNotice',
      invoke: {
        src: 'renderQr',
        input: ({ context }) => ({ url: urlOf(context), logo: context.logo }),
        onDone: {
          target: 'preview',
          actions: assign({
            preview: ({ context, event }) => ({
              blob: event.output.blob,
              src: event.output.src,
              url: urlOf(context),
              withLogo: context.logo !== null,
            }),
            problem: null,
          }),
        },
        // An input problem is the visitor's to fix; anything else is also logged.
        onError: [
          {
            guard: { type: 'isInputErrorWithCode', params: errorOf },
            target: 'preview',
            actions: { type: 'sayProblem', params: errorOf },
          },
          {
            guard: { type: 'isInputError', params: errorOf },
            target: 'failed',
            actions: { type: 'sayProblem', params: errorOf },
          },
          {
            guard: 'hasPreview',
            target: 'preview',
            actions: [
              { type: 'sayProblem', params: errorOf },
              { type: 'logError', params: errorOf },
            ],
          },
          {
            target: 'failed',
            actions: [
              { type: 'sayProblem', params: errorOf },
              { type: 'logError', params: errorOf },
            ],
          },
        ],
      },
    },
    preview: {
      tags: 'ready',
      initial: 'idle',
      on: {
        // Enter tries the input again while it has a problem (the last good code stays meanwhile).
        'url.submit': { guard: 'hasProblem', target: 'generating' },
        'qr.download': {
          actions: [
            'clearNotice',
            {
              type: 'saveImage',
              params: ({ context }) => ({
                blob: shown(context).blob,
                filename: qrFilename(shown(context).withLogo),
              }),
            },
          ],
        },
      },
      states: {
        idle: { on: { 'qr.copy': 'copying' } },
        copying: {
          tags: 'copying',
          entry: 'clearNotice',
          invoke: {
            src: 'copyImage',
            input: ({ context }) => ({ blob: shown(context).blob }),
            onDone: {
              target: 'copied',
              actions: assign({ notice: { tone: 'success', text: QR_MESSAGES.copied } }),
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ notice: { tone: 'error', text: QR_MESSAGES.copyFailed } }),
                { type: 'logError', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        copied: {
          tags: 'copied',
          after: { copiedShown: 'idle' },
          on: { 'qr.copy': 'copying' },
        },
      },
    },
    failed: {
      tags: 'failed',
      on: { 'url.submit': 'generating' },
    },
  },
});

export type QrCodeGeneratorLogic = typeof qrCodeGeneratorMachine;
