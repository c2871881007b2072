// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { downloadFromUrl, openInNewTab } from './download';
import { OBJECT_URL_LIFETIME_MS } from './saveFile';

const file = { url: 'https://i.ytimg.com/vi/ID/maxresdefault.jpg', filename: 'a_thumbnail.jpg' };

describe('downloadFromUrl', () => {
  const clicked: { href: string; download: string; inDocument: boolean }[] = [];
  let createObjectURL: MockInstance<typeof URL.createObjectURL>;
  let revokeObjectURL: MockInstance<typeof URL.revokeObjectURL>;

  beforeEach(() => {
    vi.useFakeTimers();
    clicked.length = 0;
    // The test saves no files: record what would be saved.
    createObjectURL = vi
      .spyOn(URL, 'createObjectURL')
      .mockImplementation((blob) => `blob:fake/${String((blob as Blob).size)}`);
    revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, inDocument: this.isConnected });
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('fetches the image with the signal and saves it under the file name', async () => {
    const fetchFile = vi.fn(() => Promise.resolve(new Response(new Uint8Array([1, 2, 3]))));
    const { signal } = new AbortController();
    await downloadFromUrl(file, signal, fetchFile);

    expect(fetchFile).toHaveBeenCalledWith(file.url, { signal });
    expect(clicked).toEqual([
      { href: 'blob:fake/3', download: 'a_thumbnail.jpg', inDocument: true },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('revokes the object URL once the browser has had time to read it', async () => {
    const fetchFile = () => Promise.resolve(new Response('image'));
    await downloadFromUrl(file, new AbortController().signal, fetchFile);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(OBJECT_URL_LIFETIME_MS);
    expect(revokeObjectURL).toHaveBeenCalledExactlyOnceWith('blob:fake/5');
  });

  it('fails on an HTTP error without saving anything', async () => {
    const fetchFile = () => Promise.resolve(new Response('gone', { status: 404 }));
    await expect(downloadFromUrl(file, new AbortController().signal, fetchFile)).rejects.toThrow(
      /HTTP 404/,
    );
    expect(clicked).toEqual([]);
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('fails when the fetch is refused (a host without CORS) without saving anything', async () => {
    const fetchFile = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(downloadFromUrl(file, new AbortController().signal, fetchFile)).rejects.toThrow(
      TypeError,
    );
    expect(clicked).toEqual([]);
  });

  it('saves nothing when aborted while the image was arriving', async () => {
    const controller = new AbortController();
    const fetchFile = () => {
      controller.abort();
      return Promise.resolve(new Response('image'));
    };
    await expect(downloadFromUrl(file, controller.signal, fetchFile)).rejects.toThrow();
    expect(clicked).toEqual([]);
  });
});

describe('openInNewTab', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens the URL in a new tab without access to this page', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openInNewTab(file.url);
    expect(open).toHaveBeenCalledExactlyOnceWith(file.url, '_blank', 'noopener,noreferrer');
  });
});
