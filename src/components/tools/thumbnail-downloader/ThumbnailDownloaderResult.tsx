import { Button, Image, Paper, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ThumbnailLookup } from '@/domain/tools/thumbnail-downloader/thumbnailLookup';
import classes from './ThumbnailDownloaderResult.module.css';
import { useFocusKeptWhileBusy } from '@/components/shared/useFocusKeptWhileBusy';

export interface ThumbnailDownloaderResultProps {
  /**
   * The video's best thumbnail (maxres, else high, else standard): its address, the video's title,
   * the file name it saves as, and its size in pixels when YouTube states it (else null: no size).
   */
  thumbnail: ThumbnailLookup;
  /** True while the image is being saved: the button reads 'Downloading...' and is disabled. */
  downloading: boolean;
  /**
   * 'Download Thumbnail': the screen saves the image under its file name, or opens it in a new
   * tab when the download fails.
   */
  onDownload: () => void;
}

/** The thumbnail downloader's result: the image, the video's title and the download button. */
export function ThumbnailDownloaderResult({
  thumbnail,
  downloading,
  onDownload,
}: ThumbnailDownloaderResultProps) {
  const { title, imageUrl, filename, width, height } = thumbnail;
  const keepFocus = useFocusKeptWhileBusy(downloading);
  return (
    <Paper component="article" className={classes.result} aria-label="Thumbnail">
      <Image
        src={imageUrl}
        alt={title}
        width={width ?? undefined}
        height={height ?? undefined}
        radius="sm"
        className={classes.image}
      />
      <div className={classes.details}>
        <Title order={2} className={classes.title}>
          {title}
        </Title>
        <dl className={classes.facts}>
          {width !== null && height !== null && (
            <div>
              <dt>Size</dt>
              <dd>{`${String(width)} × ${String(height)} px`}</dd>
            </div>
          )}
          <div>
            <dt>Saved as</dt>
            <dd className={classes.filename}>{filename}</dd>
          </div>
        </dl>
        <Button
          size="md"
          className={classes.download}
          disabled={downloading}
          {...keepFocus}
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          onClick={onDownload}
        >
          {downloading ? 'Downloading...' : 'Download Thumbnail'}
        </Button>
      </div>
    </Paper>
  );
}
