import { useEffect, useState } from 'react';

/**
 * An object URL of the text `make` builds (a download link's href), made in a task of its own
 * after the transcript is drawn, and revoked when `make` changes or the component leaves. A long
 * transcript's `.srt` is megabytes: as a data: URL it was encoded into the page on every render.
 * Pass a stable `make` (useCallback over what it reads).
 */
export function useTextFileUrl(make: () => string, type: string): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let href: string | undefined;
    const timer = setTimeout(() => {
      href = URL.createObjectURL(new Blob([make()], { type: `${type};charset=utf-8` }));
      setUrl(href);
    });
    return () => {
      clearTimeout(timer);
      if (href) URL.revokeObjectURL(href);
      setUrl(undefined);
    };
  }, [make, type]);
  return url;
}
