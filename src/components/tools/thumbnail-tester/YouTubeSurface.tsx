import type { ReactNode } from 'react';
import type { PreviewTheme } from '@/domain/tools/thumbnail-tester/thumbnailTest';
import classes from './ThumbnailPreviewCard.module.css';

export interface YouTubeSurfaceProps {
  /** YouTube's dark or light look. */
  theme: PreviewTheme;
  /** The caller's own class for the surface's layout (the preview's column of layouts). */
  className?: string;
  /** The cards and anything else drawn on YouTube's page. */
  children: ReactNode;
}

/** YouTube's page in dark or light: sets the colours `ThumbnailPreviewCard` draws with. */
export function YouTubeSurface({ theme, className, children }: YouTubeSurfaceProps) {
  return (
    <div className={[classes.surface, className].filter(Boolean).join(' ')} data-yt-theme={theme}>
      {children}
    </div>
  );
}
