// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { CopyEmailTile, copiedConfirmationMs } from './CopyEmailTile';

const email = 'hello@example.com';

function renderTile() {
  renderWithTheme(<CopyEmailTile email={email} />);
  return screen.getByRole('button', { name: /Get in Touch/ });
}

/** Clicks the tile and lets the clipboard promise settle. */
async function click(tile: HTMLElement) {
  await act(async () => {
    fireEvent.click(tile);
    await Promise.resolve();
  });
}

/** Lets fake time pass and React apply what the timers did. */
async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const status = () => screen.getByRole('status');

describe('CopyEmailTile', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();

  beforeEach(() => {
    vi.useFakeTimers();
    writeText.mockReset();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
    vi.useRealTimers();
  });

  it('copies the email and shows Copied! for exactly 3 s', async () => {
    writeText.mockResolvedValue(undefined);
    const tile = renderTile();
    expect(status()).toBeEmptyDOMElement();

    await click(tile);
    expect(writeText).toHaveBeenCalledWith(email);
    expect(status()).toHaveTextContent('Copied!');

    await elapse(copiedConfirmationMs - 1);
    expect(status()).toHaveTextContent('Copied!');

    await elapse(1);
    expect(status()).toBeEmptyDOMElement();
    expect(copiedConfirmationMs).toBe(3000);
  });

  it('restarts the 3 s when clicked again while showing Copied!', async () => {
    writeText.mockResolvedValue(undefined);
    const tile = renderTile();

    await click(tile);
    await elapse(2000);
    await click(tile);
    await elapse(2000);
    expect(status()).toHaveTextContent('Copied!');

    await elapse(1000);
    expect(status()).toBeEmptyDOMElement();
  });

  it('shows nothing when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const tile = renderTile();

    await click(tile);
    expect(writeText).toHaveBeenCalledWith(email);
    expect(status()).toBeEmptyDOMElement();
    expect(screen.queryByText('Copied!')).toBeNull();
  });
});
