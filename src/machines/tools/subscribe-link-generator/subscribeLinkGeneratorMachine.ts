/**
 * The subscribe link generator (docs/product.md, subscribe-link-generator): a form-driven tool run,
 * and the QR code of the link it makes.
 *
 * `subscribeLinkGeneratorMachine` is the shared tool run with no route parameter: `tool.submit`
 * with the form's `{ channel }` looks the channel up (the app provides `run`), bad input shows
 * 'Please enter a valid YouTube channel URL'.
 *
 * `subscribeQrMachine` draws the link's QR code (the app provides `renderQr`, the QR tool's
 * generator) and saves it as a PNG on `qr.download` (the app provides `saveImage`):
 *
 *   rendering ──done──▶ ready (qr.download → saveImage)
 *       └─────error──▶ failed
 */
import { assign, setup } from 'xstate';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import {
  readSubscribeChannel,
  SUBSCRIBE_LINK_MESSAGES,
  SUBSCRIBE_QR_FILENAME,
  type SubscribeLink,
  type SubscribeLinkParams,
} from '@/domain/tools/subscribe-link-generator/subscribeLink';
import type { ChannelRef } from '@/domain/youtube/channelRef';
import { notProvided } from '@/machines/shared/notProvided';
import type { QrImage } from '@/domain/tool-kit/qrImage';
import { createToolRunMachine } from '@/machines/tool-kit/toolRunMachine';

export const subscribeLinkGeneratorMachine = createToolRunMachine<
  ChannelRef,
  SubscribeLink,
  SubscribeLinkParams
>('subscribeLink', {
  parse: readSubscribeChannel,
  failureMessage: SUBSCRIBE_LINK_MESSAGES.failed,
});

export type SubscribeLinkGeneratorLogic = typeof subscribeLinkGeneratorMachine;

export interface SubscribeQrContext {
  link: string;
  /** The drawn code, once there is one. */
  qr: QrImage | null;
}

export type SubscribeQrTag = 'rendering' | 'ready' | 'failed';

export const subscribeQrMachine = setup({
  types: {
    context: {} as SubscribeQrContext,
    input: {} as { link: string },
    events: {} as { type: 'qr.download' },
    tags: {} as SubscribeQrTag,
  },
  actors: {
    renderQr: fromAbortablePromise<QrImage, { url: string }>(
      notProvided('subscribeQr', 'renderQr'),
    ),
  },
  actions: {
    saveImage: (_, params: { blob: Blob; filename: string }) => {
      throw new Error(
        `subscribeQr: the 'saveImage' action was not provided (machine.provide({ actions })); ${params.filename} not saved`,
      );
    },
    logError: (_, params: { error: unknown }) => {
      console.error('subscribeQr: the QR code could not be drawn', params.error);
    },
  },
}).createMachine({
  id: 'subscribeQr',
  context: ({ input }) => ({ link: input.link, qr: null }),
  initial: 'rendering',
  states: {
    rendering: {
      tags: 'rendering',
      invoke: {
        src: 'renderQr',
        input: ({ context }) => ({ url: context.link }),
        onDone: { target: 'ready', actions: assign({ qr: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {
      tags: 'ready',
      on: {
        'qr.download': {
          actions: {
            type: 'saveImage',
            params: ({ context }) => ({
              blob: (context.qr as QrImage).blob,
              filename: SUBSCRIBE_QR_FILENAME,
            }),
          },
        },
      },
    },
    failed: { tags: 'failed' },
  },
});

export type SubscribeQrLogic = typeof subscribeQrMachine;
