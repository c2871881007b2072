import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ChosenPicture } from '@/domain/tools/thumbnail-tester/pictureFile';
import { controlled } from '@/test/controlledActor';
import { pictureFileMachine } from './pictureFileMachine';

const NOT_AN_IMAGE = (name: string) =>
  `“${name}” is not an image. Please choose a JPG, PNG, GIF or WebP file for the thumbnail.`;

function start(picture: ChosenPicture | null = null) {
  const open = controlled<ChosenPicture, File>();
  const actor = createActor(pictureFileMachine.provide({ actors: { open: open.logic } }), {
    input: { role: 'thumbnail', picture },
  });
  actor.start();
  return { actor, open };
}

const file = (name: string, type = 'image/png') => new File(['x'], name, { type });
const thumbnail = { url: 'blob:thumb-1', name: 'thumb.png' };

describe('thumbnail tester picture (docs/product.md, thumbnail-tester)', () => {
  it('shows a picture only once it has been opened as an image', async () => {
    const { actor, open } = start();
    expect(actor.getSnapshot().value).toBe('empty');
    const chosen = file('thumb.png');
    actor.send({ type: 'picture.choose', file: chosen });
    expect(actor.getSnapshot().hasTag('opening')).toBe(true);
    expect(actor.getSnapshot().context.picture).toBeNull();
    expect(open.call(0).input).toBe(chosen);
    open.call(0).resolve(thumbnail);
    const done = await waitFor(actor, (s) => s.matches('chosen'));
    expect(done.context).toMatchObject({ picture: thumbnail, error: null });
  });

  it('refuses a file that is not an image, naming it, when nothing was chosen yet', async () => {
    const { actor, open } = start();
    actor.send({ type: 'picture.choose', file: file('notes.txt', 'text/plain') });
    open.call(0).reject(new Error('not an image'));
    const refused = await waitFor(actor, (s) => !s.hasTag('opening'));
    expect(refused.value).toBe('empty');
    expect(refused.context).toMatchObject({ picture: null, error: NOT_AN_IMAGE('notes.txt') });
  });

  it('keeps the picture already chosen when a text file renamed .png is refused', async () => {
    const { actor, open } = start(thumbnail);
    expect(actor.getSnapshot().value).toBe('chosen');
    actor.send({ type: 'picture.choose', file: file('renamed.png') });
    open.call(0).reject(new Error('not an image'));
    const refused = await waitFor(actor, (s) => !s.hasTag('opening'));
    expect(refused.value).toBe('chosen');
    expect(refused.context).toMatchObject({
      picture: thumbnail,
      error: NOT_AN_IMAGE('renamed.png'),
    });
  });

  it('clears the message when another file is chosen, and takes the last one chosen', async () => {
    const { actor, open } = start();
    actor.send({ type: 'picture.choose', file: file('notes.txt', 'text/plain') });
    open.call(0).reject(new Error('not an image'));
    await waitFor(actor, (s) => s.context.error !== null);
    actor.send({ type: 'picture.choose', file: file('first.png') });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'picture.choose', file: file('second.png') });
    expect(open.call(1).signal.aborted).toBe(true);
    open.call(1).resolve({ url: 'blob:first', name: 'first.png' });
    await open.call(1).delivered();
    expect(actor.getSnapshot().hasTag('opening')).toBe(true);
    open.call(2).resolve({ url: 'blob:second', name: 'second.png' });
    const done = await waitFor(actor, (s) => s.matches('chosen'));
    expect(done.context.picture?.name).toBe('second.png');
  });
});
