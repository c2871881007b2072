import { useEffect, useState } from 'react';

export interface ChosenPicture {
  url: string;
  name: string;
}

/**
 * A picture the visitor chose, kept in the browser as an object URL: the previous URL is revoked
 * when another picture replaces it, and the last one when the screen goes away.
 */
export function useObjectUrl(initial: ChosenPicture | null = null) {
  const [picture, setPicture] = useState<ChosenPicture | null>(initial);
  useEffect(() => {
    if (!picture?.url.startsWith('blob:')) return undefined;
    const { url } = picture;
    return () => {
      URL.revokeObjectURL(url);
    };
  }, [picture]);
  const choose = (file: File) => {
    setPicture({ url: URL.createObjectURL(file), name: file.name });
  };
  return [picture, choose] as const;
}
