// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OBJECT_URL_LIFETIME_MS } from './saveFile';
import { downloadBlob } from './saveFile';

afterEach(() => {
  vi.useRealTimers();
});

describe('downloadBlob', () => {
  it('clicks a download link named after the file, then removes it and frees the URL', () => {
    vi.useFakeTimers();
    const createObjectURL = vi.fn(() => 'blob:http://localhost/qr');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });
    const png = new Blob(['png'], { type: 'image/png' });

    downloadBlob(png, 'qrcode_with_logo.png');

    expect(createObjectURL).toHaveBeenCalledWith(png);
    expect(click).toHaveBeenCalledTimes(1);
    expect(clicked).toEqual([
      { href: 'blob:http://localhost/qr', download: 'qrcode_with_logo.png', attached: true },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    vi.advanceTimersByTime(OBJECT_URL_LIFETIME_MS - 1);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/qr');
  });
});
