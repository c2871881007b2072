import { useEffect } from 'react';
import type { ChosenPicture, PictureRole } from '@/domain/tools/thumbnail-tester/pictureFile';
import type { PictureFileLogic } from '@/machines/tools/thumbnail-tester/pictureFileMachine';
import { useMachine } from '@/screens/shared/useMachine';

/**
 * One picture the visitor chooses (the thumbnail or the profile picture), run by its machine:
 * a file is shown once it has been opened as an image, else `error` says why it was refused.
 * The picture stays in the browser as an object URL: the previous URL is revoked when another
 * picture replaces it, and the last one when the screen goes away.
 */
export function useChosenPicture(
  logic: PictureFileLogic,
  role: PictureRole,
  initial: ChosenPicture | null = null,
) {
  const [snapshot, send] = useMachine(logic, { input: { role, picture: initial } });
  const { picture, error } = snapshot.context;
  useEffect(() => {
    if (!picture?.url.startsWith('blob:')) return undefined;
    const { url } = picture;
    return () => {
      URL.revokeObjectURL(url);
    };
  }, [picture]);
  return {
    picture,
    error,
    opening: snapshot.hasTag('opening'),
    choose: (file: File) => send({ type: 'picture.choose', file }),
  };
}
