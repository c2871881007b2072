import type { ReactNode } from 'react';
import type { PreviewTheme } from '@/domain/tools/thumbnail-tester/thumbnailTest';
import classes from './ThumbnailPreviewCard.module.css';

export interface YouTubeSurfaceProps {
  theme: PreviewTheme;
  className?: string;
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
