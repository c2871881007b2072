import { fn } from 'storybook/test';

/** The clipboard's writeText as stories see it; `mockClipboard` installs it. */
export const clipboardWriteText = fn((text: string) => Promise.resolve(text)).mockName(
  'clipboard.writeText',
);

/**
 * A story `beforeEach` that swaps navigator.clipboard for the spy (resolving, or rejecting with
 * `refuse`) and puts the real clipboard back afterwards.
 */
export function mockClipboard({ refuse = false } = {}) {
  return () => {
    clipboardWriteText.mockReset();
    clipboardWriteText.mockImplementation((text: string) =>
      refuse ? Promise.reject(new Error('Clipboard permission denied')) : Promise.resolve(text),
    );
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: clipboardWriteText },
      configurable: true,
    });
    // The real clipboard lives on Navigator.prototype; deleting the own property uncovers it.
    return () => {
      Reflect.deleteProperty(navigator, 'clipboard');
    };
  };
}
