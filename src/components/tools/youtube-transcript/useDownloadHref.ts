import { useCallback } from 'react';

/**
 * A ref for a download link that points it at an object URL of `file`, revoked when the file
 * changes or the link leaves. The file is made where the transcript is read (the captions-file
 * worker for an uploaded one), so naming it costs the page nothing; a long transcript's `.srt`
 * as a data: URL was megabytes encoded into the page.
 */
export function useDownloadHref(file: Blob) {
  return useCallback(
    (link: HTMLAnchorElement | null) => {
      if (!link) return undefined;
      const href = URL.createObjectURL(file);
      link.href = href;
      return () => {
        link.removeAttribute('href');
        URL.revokeObjectURL(href);
      };
    },
    [file],
  );
}
