import {
  THUMBNAIL_MESSAGES,
  type ThumbnailLookup,
} from '@/domain/tools/thumbnail-downloader/thumbnailLookup';
import { readThumbnailInput } from '@/domain/tools/thumbnail-downloader/thumbnailInput';
import { createToolRunMachine } from '@/machines/tool-kit/toolRunMachine';

/**
 * The thumbnail downloader (docs/product.md, thumbnail-downloader):
 * `/tools/thumbnail-downloader/{videoId}` looks up that video's best thumbnail; the app provides
 * `run` (one `videos` call). A route parameter that holds no video id shows the link box's 'Invalid
 * YouTube URL...' message.
 */
export const thumbnailDownloaderMachine = createToolRunMachine<string, ThumbnailLookup>(
  'thumbnailDownloader',
  { parse: readThumbnailInput, failureMessage: THUMBNAIL_MESSAGES.failed },
);

export type ThumbnailDownloaderLogic = typeof thumbnailDownloaderMachine;
