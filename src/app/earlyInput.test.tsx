// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput, releaseEarlyInput, stopHoldingEarlyInput } from './earlyInput';

/** A tool's search box: sends what is typed, its button disabled while the box is blank. */
function SearchForm({ onSend, onPress }: { onSend: (text: string) => void; onPress: () => void }) {
  const [text, setText] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (text) onSend(text);
      }}
    >
      <input aria-label="Link" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="button" onClick={onPress}>
        Paste
      </button>
      <button type="submit" disabled={!text}>
        Go
      </button>
      <a href="#elsewhere">Elsewhere</a>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The page as prerendered, before any script: the form's markup in #root, input held. */
function prerenderedPage(props: Parameters<typeof SearchForm>[0]) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SearchForm {...props} />);
  document.body.append(container);
  holdEarlyInput(container);
  const field = container.querySelector('input');
  if (!field) throw new Error('the form has no field');
  return {
    container,
    field,
    press: (name: string) =>
      [...container.querySelectorAll('button')].find((b) => b.textContent === name)?.click(),
    /** What typing does to the field before the app runs: its value changes, no one listens. */
    type(text: string) {
      field.value = text;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    },
    async hydrate() {
      stopHoldingEarlyInput();
      await act(() => {
        root = hydrateRoot(container, <SearchForm {...props} />);
        return Promise.resolve();
      });
      await act(async () => {
        releaseEarlyInput();
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
  };
}

const enter = () => new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });

describe('what a visitor does before the app hydrates', () => {
  it('keeps what was typed and sends it with the Enter key pressed before', async () => {
    const onSend = vi.fn();
    const page = prerenderedPage({ onSend, onPress: vi.fn() });
    page.type('https://youtu.be/abc');
    const pressedEnter = enter();
    page.field.dispatchEvent(pressedEnter);
    expect(pressedEnter.defaultPrevented).toBe(true);
    expect(onSend).not.toHaveBeenCalled();

    await page.hydrate();
    expect(onSend).toHaveBeenCalledExactlyOnceWith('https://youtu.be/abc');
    expect(page.field.value).toBe('https://youtu.be/abc');
  });

  it('holds a press on a button and makes it happen, once, after hydration', async () => {
    const onPress = vi.fn();
    const page = prerenderedPage({ onSend: vi.fn(), onPress });
    page.press('Paste');
    expect(onPress).not.toHaveBeenCalled();
    await page.hydrate();
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('keeps a typed value through the renders that follow hydration', async () => {
    const onSend = vi.fn();
    const page = prerenderedPage({ onSend, onPress: vi.fn() });
    page.type('kept');
    await page.hydrate();
    // A render after hydration writes the app's state into the field: it is what was typed.
    await act(() => Promise.resolve(page.press('Paste')));
    expect(page.field.value).toBe('kept');
    await act(() => Promise.resolve(page.press('Go')));
    expect(onSend).toHaveBeenCalledExactlyOnceWith('kept');
  });

  it('leaves links alone: they work without the app', () => {
    const page = prerenderedPage({ onSend: vi.fn(), onPress: vi.fn() });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    page.container.querySelector('a')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    releaseEarlyInput();
  });
});
