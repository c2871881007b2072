import { ThumbnailDownloaderResult } from '@/components/tools/thumbnail-downloader/ThumbnailDownloaderResult';
import { ROUTES } from '@/domain/routing/routeTable';
import { readThumbnailInput } from '@/domain/tools/thumbnail-downloader/thumbnailInput';
import type { ThumbnailSaveLogic } from '@/machines/tools/thumbnail-downloader/thumbnailSaveMachine';
import type { ThumbnailDownloaderLogic } from '@/machines/tools/thumbnail-downloader/thumbnailDownloaderMachine';
import { useMachine } from '@/screens/shared/useMachine';
import { SearchToolScreen } from '@/screens/tool-kit';

export interface ThumbnailDownloaderScreenProps {
  /** The lookup run with `run` provided (app, or story fakes). */
  logic: ThumbnailDownloaderLogic;
  /** Saving the image, with `download` and `openInNewTab` provided. */
  downloadLogic: ThumbnailSaveLogic;
}

/**
 * /tools/thumbnail-downloader and /tools/thumbnail-downloader/{videoId} (docs/product.md,
 * thumbnail-downloader).
 */
export function ThumbnailDownloaderScreen({
  logic,
  downloadLogic,
}: ThumbnailDownloaderScreenProps) {
  const [download, sendDownload] = useMachine(downloadLogic);

  return (
    <SearchToolScreen
      logic={logic}
      param="videoId"
      title="Thumbnail Downloader"
      description="Paste a YouTube video link to see its thumbnail in the best quality available and save it to your device."
      search={{
        label: 'YouTube video URL',
        placeholder: 'https://www.youtube.com/watch?v=...',
        submitLabel: 'Get Thumbnail',
        read: readThumbnailInput,
        pathFor: ROUTES['thumbnail-downloader'].to,
      }}
      runningLabel="Fetching thumbnail..."
    >
      {(thumbnail) => (
        <ThumbnailDownloaderResult
          thumbnail={thumbnail}
          downloading={download.hasTag('downloading')}
          onDownload={() =>
            sendDownload({
              type: 'download.start',
              url: thumbnail.imageUrl,
              filename: thumbnail.filename,
            })
          }
        />
      )}
    </SearchToolScreen>
  );
}
