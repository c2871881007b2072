import { useMachine } from '@xstate/react';
import { useParams } from 'react-router-dom';
import { ThumbnailResult } from '@/components/ThumbnailResult';
import { ToolPage } from '@/components/ToolPage';
import { ToolSearchForm } from '@/components/ToolSearchForm';
import { readThumbnailInput } from '@/domain/tools/thumbnailInput';
import type { ThumbnailDownloadLogic } from '@/machines/thumbnailDownloadMachine';
import type { ThumbnailDownloaderLogic } from '@/machines/thumbnailDownloaderMachine';
import { ToolRunPanel, useToolRun, useToolSearch } from '../ToolKit';

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
  const { videoId } = useParams();
  const [snapshot, send] = useToolRun(logic, videoId);
  const [download, sendDownload] = useMachine(downloadLogic);
  const search = useToolSearch(readThumbnailInput, thumbnailDownloaderPath);

  return (
    <ToolPage
      title="Thumbnail Downloader"
      description="Paste a YouTube video link to see its thumbnail in the best quality available and save it to your device."
      controls={
        <ToolSearchForm
          label="YouTube video URL"
          placeholder="https://www.youtube.com/watch?v=..."
          submitLabel="Get Thumbnail"
          initialValue={videoId}
          error={search.error}
          busy={snapshot.hasTag('running')}
          onSubmit={search.submit}
          onEdit={search.clearError}
        />
      }
    >
      <ToolRunPanel
        snapshot={snapshot}
        onRetry={() => send({ type: 'tool.retry' })}
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
      </ToolRunPanel>
    </ToolPage>
  );
}
