/**
 * Saving a thumbnail (docs/product.md, thumbnail-downloader): 'Download Thumbnail' saves the image
 * under the documented file name; the button reads 'Downloading...' while busy, and a failed
 * download falls back to opening the image in a new tab, where the visitor can save it.
 *
 *   idle ──download.start──▶ downloading ──done──▶ idle
 *                                 └──error──▶ idle (openInNewTab with the image's URL)
 *
 * `downloading` ignores another start (the screen disables the button; tag 'downloading').
 * The app provides the `download` actor (fetch the image, save it; the signal aborts when the
 * screen goes away) and the `openInNewTab` action.
 */
import { assign, setup } from 'xstate';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { notProvided } from '@/machines/shared/notProvided';

export interface DownloadRequest {
  /** The image's address. */
  url: string;
  /** What the saved file is called. */
  filename: string;
}

export interface ThumbnailSaveContext {
  /** The download in flight, or the last one. */
  request: DownloadRequest | null;
}

export type ThumbnailSaveEvent = { type: 'download.start' } & DownloadRequest;

export type ThumbnailSaveTag = 'downloading';

export const thumbnailSaveMachine = setup({
  types: {
    context: {} as ThumbnailSaveContext,
    events: {} as ThumbnailSaveEvent,
    tags: {} as ThumbnailSaveTag,
  },
  actors: {
    download: fromAbortablePromise<unknown, DownloadRequest>(
      notProvided('thumbnailDownload', 'download'),
    ),
  },
  actions: {
    openInNewTab: (_, params: { url: string }) => {
      throw new Error(
        `thumbnailDownload: the 'openInNewTab' action was not provided (machine.provide({ actions })) for ${params.url}`,
      );
    },
    logError: (_, params: { error: unknown }) => {
      console.error('thumbnailDownload: download failed, opening the image instead', params.error);
    },
  },
}).createMachine({
  id: 'thumbnailDownload',
  context: { request: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'download.start': {
          target: 'downloading',
          actions: assign({
            request: ({ event }) => ({ url: event.url, filename: event.filename }),
          }),
        },
      },
    },
    downloading: {
      tags: 'downloading',
      invoke: {
        src: 'download',
        input: ({ context }) => context.request as DownloadRequest,
        onDone: { target: 'idle' },
        onError: {
          target: 'idle',
          actions: [
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
            {
              type: 'openInNewTab',
              params: ({ context }) => ({ url: (context.request as DownloadRequest).url }),
            },
          ],
        },
      },
    },
  },
});

export type ThumbnailSaveLogic = typeof thumbnailSaveMachine;
