// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyImageToClipboard } from './imageClipboard';

class FakeClipboardItem {
  constructor(readonly items: Record<string, Blob>) {}
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('copyImageToClipboard', () => {
  it('writes one PNG item to the clipboard', async () => {
    const write = vi.fn(() => Promise.resolve());
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    vi.stubGlobal('navigator', { clipboard: { write } });
    const png = new Blob(['png'], { type: 'image/png' });

    await copyImageToClipboard(png);

    expect(write).toHaveBeenCalledTimes(1);
    const [items] = write.mock.calls[0] as unknown as [FakeClipboardItem[]];
    expect(items).toHaveLength(1);
    expect(items[0]?.items).toEqual({ 'image/png': png });
  });

  it('passes on the browser’s refusal', async () => {
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
    vi.stubGlobal('navigator', {
      clipboard: { write: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    await expect(copyImageToClipboard(new Blob())).rejects.toThrow('denied');
  });

  it('fails clearly where images cannot be copied', async () => {
    vi.stubGlobal('navigator', {});
    await expect(copyImageToClipboard(new Blob())).rejects.toThrow(/cannot copy images/);
  });
});
