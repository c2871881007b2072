import {
  LAYOUT_PRESETS,
  PREVIEW_DURATION,
  PREVIEW_META,
  type PreviewTheme,
  type ThumbnailEntry,
} from '@/domain/tools/thumbnail-tester/thumbnailTest';
import { ThumbnailPreviewCard } from './ThumbnailPreviewCard';
import { YouTubeSurface } from './YouTubeSurface';
import classes from './ThumbnailPreview.module.css';

export interface ThumbnailPreviewProps {
  /**
   * The visitor's video: title ('Your video title' when blank), thumbnail, profile picture (null:
   * a letter instead) and the channel name 'Your channel'.
   */
  entry: ThumbnailEntry;
  /** YouTube's dark or light look, as chosen in the tester's form. */
  theme: PreviewTheme;
}

/**
 * The visitor's video in YouTube's four layouts (docs/product.md, thumbnail-tester), each with
 * 14:56 and the fake meta.
 */
export function ThumbnailPreview({ entry, theme }: ThumbnailPreviewProps) {
  return (
    <YouTubeSurface theme={theme} className={classes.preview}>
      {LAYOUT_PRESETS.map((layout) => (
        <section key={layout.id} className={classes.layout} aria-labelledby={`layout-${layout.id}`}>
          <h3 id={`layout-${layout.id}`} className={classes.name}>
            {layout.name}
            <span className={classes.size}>
              {' '}
              ({layout.width}×{layout.height})
            </span>
          </h3>
          <ThumbnailPreviewCard
            layout={layout}
            title={entry.title}
            thumbnailUrl={entry.thumbnailUrl}
            channelTitle={entry.channelTitle}
            avatarUrl={entry.profilePictureUrl}
            duration={PREVIEW_DURATION}
            meta={PREVIEW_META}
          />
        </section>
      ))}
    </YouTubeSurface>
  );
}
