/**
 * One of the thumbnail tester's pictures, the thumbnail or the profile picture (docs/product.md,
 * thumbnail-tester). A chosen file is kept only once the app's `open` has decoded it as an image:
 *
 *   empty ──picture.choose──▶ opening ──done──▶ chosen
 *     ▲                          └──error──▶ back to empty or chosen, with the message
 *
 * A refused file names itself in `error` ('“notes.txt” is not an image…') and the picture already
 * chosen stays; choosing another file clears the message, and choosing again while one is opening
 * drops the first.
 */
import { assign, setup } from 'xstate';
import {
  notAnImageMessage,
  type ChosenPicture,
  type PictureRole,
} from '@/domain/tools/thumbnail-tester/pictureFile';
import { fromAbortablePromise } from '@/machines/shared/fromAbortablePromise';
import { notProvided } from '@/machines/shared/notProvided';

export interface PictureFileContext {
  /** The picture shown; null before one is chosen. */
  picture: ChosenPicture | null;
  /** Why the last file chosen was refused; null otherwise. */
  error: string | null;
  /** The name of the file being opened, for the message if it is refused. */
  opening: string;
  /** What the picture is, for the message. */
  role: PictureRole;
}

export interface PictureFileInput {
  /** What the picture is: the thumbnail or the profile picture. */
  role: PictureRole;
  /** A picture already chosen (a story's); null for none. */
  picture: ChosenPicture | null;
}

export type PictureFileEvent = { type: 'picture.choose'; file: File };

export const pictureFileMachine = setup({
  types: {
    context: {} as PictureFileContext,
    events: {} as PictureFileEvent,
    input: {} as PictureFileInput,
    tags: {} as 'opening',
  },
  actors: {
    open: fromAbortablePromise<ChosenPicture, File>(notProvided('pictureFile', 'open')),
  },
  guards: {
    hasPicture: ({ context }) => context.picture !== null,
  },
}).createMachine({
  id: 'pictureFile',
  context: ({ input }) => ({ ...input, error: null, opening: '' }),
  initial: 'settled',
  on: {
    'picture.choose': {
      target: '.opening',
      reenter: true,
      actions: assign({ error: null, opening: ({ event }) => event.file.name }),
    },
  },
  states: {
    settled: {
      always: [{ guard: 'hasPicture', target: 'chosen' }, { target: 'empty' }],
    },
    empty: {},
    opening: {
      tags: 'opening',
      invoke: {
        src: 'open',
        input: ({ event }) => event.file,
        onDone: {
          target: 'chosen',
          actions: assign({ picture: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'settled',
          actions: assign({
            error: ({ context }) => notAnImageMessage(context.opening, context.role),
          }),
        },
      },
    },
    chosen: {},
  },
});

export type PictureFileLogic = typeof pictureFileMachine;
