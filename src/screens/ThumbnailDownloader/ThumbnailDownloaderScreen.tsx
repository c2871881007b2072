import { ThumbnailResult } from '@/components/ThumbnailResult';
import { readThumbnailInput } from '@/domain/tools/thumbnailInput';
import type { ThumbnailDownloadLogic } from '@/machines/thumbnailDownloadMachine';
import type { ThumbnailDownloaderLogic } from '@/machines/thumbnailDownloaderMachine';
import { useMachine } from '@/screens/useMachine';
import { SearchToolScreen } from '../ToolKit';

export interface ThumbnailDownloaderScreenProps {
  /** The lookup run with `run` provided (app, or story fakes). */
  logic: ThumbnailDownloaderLogic;
  /** Saving the image, with `download` and `openInNewTab` provided. */
  downloadLogic: ThumbnailDownloadLogic;
}

export const thumbnailDownloaderPath = (videoId: string) =>
  `/tools/thumbnail-downloader/${encodeURIComponent(videoId)}`;

/** /tools/thumbnail-downloader and /tools/thumbnail-downloader/{videoId} (spec §2, §5, §8, §9). */
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
        pathFor: thumbnailDownloaderPath,
      }}
      runningLabel="Fetching thumbnail..."
    >
      {(thumbnail) => (
        <ThumbnailResult
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
