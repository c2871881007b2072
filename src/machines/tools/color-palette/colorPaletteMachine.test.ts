import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, waitFor } from 'xstate';
import type { PaletteExtraction } from '@/domain/tools/color-palette/palette';
import {
  PALETTE_MESSAGES,
  type PaletteExportRequest,
} from '@/domain/tools/color-palette/paletteExport';
import { ToolFailure } from '@/domain/tool-kit/toolFailure';
import { controlled } from '@/test/controlledActor';
import { PALETTE_COPIED_MS, colorPaletteMachine, type SaveFileParams } from './colorPaletteMachine';

const photo = new File(['png'], 'photo.png', { type: 'image/png' });
const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
const picture = { width: 2, height: 1, rgba: new Uint8ClampedArray(8) };
const extraction = (...colors: string[]): PaletteExtraction => ({ colors, picture });

function start() {
  const extract = controlled<PaletteExtraction, { file: File }>();
  const render = controlled<Blob, PaletteExportRequest>();
  const copy = controlled<unknown, { text: string }>();
  const saveFile = vi.fn<(args: unknown, params: SaveFileParams) => void>();
  const clock = new SimulatedClock();
  const actor = createActor(
    colorPaletteMachine.provide({
      actors: { extract: extract.logic, renderExport: render.logic, copyText: copy.logic },
      actions: { saveFile, logError: () => undefined },
    }),
    { clock },
  ).start();
  const snapshot = () => actor.getSnapshot();
  const showPalette = async (...colors: string[]) => {
    actor.send({ type: 'image.choose', file: photo });
    extract.calls.at(-1)?.resolve(extraction(...colors));
    return waitFor(actor, (s) => s.hasTag('palette'));
  };
  const savedNames = () => saveFile.mock.calls.map(([, params]) => params.filename);
  return { actor, extract, render, copy, saveFile, clock, snapshot, showPalette, savedNames };
}

describe('colour palette machine: no image → analysing → palette', () => {
  it('starts with no image, the default seed 1 and HEX codes', () => {
    const { snapshot } = start();
    expect(snapshot().hasTag('empty')).toBe(true);
    expect(snapshot().context).toMatchObject({
      colors: [],
      seedText: '1',
      format: 'hex',
      error: null,
    });
  });

  it('analyses a chosen image, then shows its palette and picture', async () => {
    const { actor, extract, snapshot, showPalette } = start();
    actor.send({ type: 'image.choose', file: photo });
    expect(snapshot().hasTag('analysing')).toBe(true);
    expect(extract.call(0).input.file).toBe(photo);
    await showPalette('#d83030', '#3060d8');
    expect(snapshot().context.colors).toEqual(['#d83030', '#3060d8']);
    expect(snapshot().context.picture).toBe(picture);
  });

  it('accepts only image files: anything else stays empty with a message', () => {
    const { actor, extract, snapshot } = start();
    actor.send({ type: 'image.choose', file: text });
    expect(snapshot().hasTag('empty')).toBe(true);
    expect(snapshot().context.error).toBe(PALETTE_MESSAGES.notImage);
    expect(extract.calls).toHaveLength(0);
    actor.send({ type: 'image.reject' });
    expect(snapshot().context.error).toBe(PALETTE_MESSAGES.notImage);
  });

  it('an undecodable image says so and offers no retry of the same file', async () => {
    const { actor, extract, snapshot } = start();
    actor.send({ type: 'image.choose', file: photo });
    extract.call(0).reject(new ToolFailure(PALETTE_MESSAGES.unreadable, false));
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(snapshot().context.error).toBe(PALETTE_MESSAGES.unreadable);
    expect(snapshot().can({ type: 'analysis.retry' })).toBe(false);
  });

  it('another failure can be retried with the same file', async () => {
    const { actor, extract, snapshot } = start();
    actor.send({ type: 'image.choose', file: photo });
    extract.call(0).reject(new Error('worker crashed'));
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(snapshot().context.error).toBe(PALETTE_MESSAGES.analysisFailed);
    actor.send({ type: 'analysis.retry' });
    expect(snapshot().hasTag('analysing')).toBe(true);
    expect(extract.call(1).input.file).toBe(photo);
  });

  it('a new image while analysing aborts the first analysis', async () => {
    const { actor, extract, snapshot } = start();
    actor.send({ type: 'image.choose', file: photo });
    const second = new File(['b'], 'b.jpg', { type: 'image/jpeg' });
    actor.send({ type: 'image.choose', file: second });
    expect(extract.call(0).signal.aborted).toBe(true);
    extract.call(1).resolve(extraction('#30a848'));
    await waitFor(actor, (s) => s.hasTag('palette'));
    expect(snapshot().context.colors).toEqual(['#30a848']);
  });

  it('Reset clears the palette and aborts a running analysis', async () => {
    const { actor, extract, snapshot, showPalette } = start();
    await showPalette('#d83030');
    actor.send({ type: 'seed.change', text: '9' });
    actor.send({ type: 'palette.reset' });
    expect(snapshot().hasTag('empty')).toBe(true);
    expect(snapshot().context).toMatchObject({ colors: [], picture: null, seedText: '1' });
    actor.send({ type: 'image.choose', file: photo });
    actor.send({ type: 'palette.reset' });
    expect(extract.call(1).signal.aborted).toBe(true);
  });

  it('stopping the machine (leaving the screen) aborts the analysis', () => {
    const { actor, extract } = start();
    actor.send({ type: 'image.choose', file: photo });
    actor.stop();
    expect(extract.call(0).signal.aborted).toBe(true);
  });
});

describe('the Add Colors modal', () => {
  it("'Confirm Colors' is disabled while nothing is selected, then commits the selection", async () => {
    const { actor, snapshot, showPalette } = start();
    await showPalette('#d83030');
    actor.send({ type: 'modal.open' });
    expect(snapshot().hasTag('modalOpen')).toBe(true);
    expect(snapshot().can({ type: 'modal.confirm' })).toBe(false);
    actor.send({ type: 'selection.add', color: '#3060D8' });
    actor.send({ type: 'modal.tab', tab: 'image' });
    actor.send({ type: 'selection.add', color: '#d83030' });
    actor.send({ type: 'selection.add', color: '#30a848' });
    actor.send({ type: 'selection.remove', color: '#30a848' });
    expect(snapshot().context.tab).toBe('image');
    expect(snapshot().context.selection).toEqual(['#3060d8', '#d83030']);
    expect(snapshot().can({ type: 'modal.confirm' })).toBe(true);
    actor.send({ type: 'modal.confirm' });
    expect(snapshot().hasTag('modalOpen')).toBe(false);
    expect(snapshot().context.colors).toEqual(['#d83030', '#3060d8']);
    expect(snapshot().context.selection).toEqual([]);
  });

  it("'Cancel' clears the selection and adds nothing", async () => {
    const { actor, snapshot, showPalette } = start();
    await showPalette('#d83030');
    actor.send({ type: 'modal.open' });
    actor.send({ type: 'selection.add', color: '#3060d8' });
    actor.send({ type: 'modal.cancel' });
    expect(snapshot().hasTag('modalOpen')).toBe(false);
    expect(snapshot().context.selection).toEqual([]);
    expect(snapshot().context.colors).toEqual(['#d83030']);
  });
});

describe('swatches', () => {
  it('a click copies the code in the chosen format and says so for 3 s', async () => {
    const { actor, copy, clock, snapshot, showPalette } = start();
    await showPalette('#d83030', '#3060d8');
    actor.send({ type: 'format.change', format: 'rgb' });
    actor.send({ type: 'swatch.copy', color: '#3060d8' });
    expect(copy.call(0).input.text).toBe('rgb(48, 96, 216)');
    copy.call(0).resolve(undefined);
    await waitFor(actor, (s) => s.hasTag('copied'));
    expect(snapshot().context.notice).toEqual({
      tone: 'success',
      text: 'Color code copied to clipboard!',
    });
    clock.increment(PALETTE_COPIED_MS);
    expect(snapshot().hasTag('copied')).toBe(false);
    expect(snapshot().context.notice).toBeNull();
  });

  it('a refused clipboard says so', async () => {
    const { actor, copy, snapshot, showPalette } = start();
    await showPalette('#d83030');
    actor.send({ type: 'swatch.copy', color: '#d83030' });
    copy.call(0).reject(new DOMException('denied', 'NotAllowedError'));
    await copy.call(0).delivered();
    expect(snapshot().context.notice).toEqual({ tone: 'error', text: PALETTE_MESSAGES.copyFailed });
  });

  it('removing a swatch also drops it from the contrast pair', async () => {
    const { actor, snapshot, showPalette } = start();
    await showPalette('#d83030', '#3060d8');
    actor.send({ type: 'contrast.pick', slot: 0, color: '#d83030' });
    actor.send({ type: 'contrast.pick', slot: 1, color: '#3060d8' });
    actor.send({ type: 'swatch.remove', color: '#d83030' });
    expect(snapshot().context.colors).toEqual(['#3060d8']);
    expect(snapshot().context.pair).toEqual([null, '#3060d8']);
  });
});

describe('exports and the gradient', () => {
  it("'Export Palette' draws the 1600×800 image and saves color-palette.png", async () => {
    const { actor, render, snapshot, showPalette, savedNames } = start();
    await showPalette('#d83030', '#3060d8');
    actor.send({ type: 'palette.export', kind: 'png' });
    expect(snapshot().hasTag('exporting')).toBe(true);
    const request = render.call(0).input;
    expect(request.kind).toBe('palette-image');
    expect([request.plan.width, request.plan.height]).toEqual([1600, 800]);
    render.call(0).resolve(new Blob(['png']));
    await waitFor(actor, (s) => !s.hasTag('exporting'));
    expect(savedNames()).toEqual(['color-palette.png']);
  });

  it('saves CSS variables and JSON at once', async () => {
    const { actor, saveFile, showPalette, savedNames } = start();
    await showPalette('#d83030');
    actor.send({ type: 'palette.export', kind: 'css' });
    actor.send({ type: 'palette.export', kind: 'json' });
    expect(savedNames()).toEqual(['color-palette.css', 'color-palette.json']);
    expect(await saveFile.mock.calls[0]?.[1].blob.text()).toContain('--palette-1: #d83030;');
  });

  it('needs 2 colours and a valid seed for the 4K gradient, named by its seed', async () => {
    const { actor, render, snapshot, showPalette, savedNames } = start();
    await showPalette('#d83030');
    expect(snapshot().can({ type: 'gradient.download' })).toBe(false);
    actor.send({ type: 'modal.open' });
    actor.send({ type: 'selection.add', color: '#3060d8' });
    actor.send({ type: 'modal.confirm' });
    actor.send({ type: 'seed.change', text: '0' });
    expect(snapshot().can({ type: 'gradient.download' })).toBe(false);
    expect(snapshot().context.seedText).toBe('0');
    actor.send({ type: 'seed.change', text: '7' });
    actor.send({ type: 'gradient.download' });
    const request = render.call(0).input;
    expect(request.kind).toBe('gradient-image');
    expect([request.plan.width, request.plan.height]).toEqual([3840, 2160]);
    render.call(0).resolve(new Blob(['png']));
    await waitFor(actor, (s) => !s.hasTag('exporting'));
    expect(savedNames()).toEqual(['gradient-4k-seed-7.png']);
  });

  it('a failed render says so and saves nothing', async () => {
    const { actor, render, snapshot, showPalette, saveFile } = start();
    await showPalette('#d83030', '#3060d8');
    actor.send({ type: 'gradient.download' });
    render.call(0).reject(new Error('out of memory'));
    await render.call(0).delivered();
    expect(snapshot().context.notice).toEqual({
      tone: 'error',
      text: PALETTE_MESSAGES.exportFailed,
    });
    expect(saveFile).not.toHaveBeenCalled();
  });
});
