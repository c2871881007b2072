// @vitest-environment jsdom
/** The comparer screen in a DOM: the form, the shareable address and the run it starts. */
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ChannelComparison } from '@/domain/tools/channel-comparer/channelComparison';
import type { ChannelPair } from '@/domain/tools/channel-comparer/channelComparisonInput';
import { channelComparerMachine } from '@/machines/tools/channel-comparer/channelComparerMachine';
import type { ToolRunOutput, ToolRunRequest } from '@/machines/tool-kit/toolRunMachine';
import { controlled } from '@/test/controlledActor';
import { colorScheme, cssVariablesResolver, theme } from '@/theme';
import { ChannelComparerScreen } from './ChannelComparerScreen';

function Address() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="address">{`${pathname}${search}`}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function comparerAt(path: string) {
  const run = controlled<ToolRunOutput<ChannelComparison>, ToolRunRequest<ChannelPair>>();
  const logic = channelComparerMachine.provide({
    actors: { run: run.logic },
    actions: { logError: () => undefined },
  });
  const screenElement = <ChannelComparerScreen logic={logic} />;
  return { run, page: page(path, screenElement), alone: page(path, screenElement, false) };
}

function page(path: string, screenElement: ReactNode, withAddress = true) {
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme={colorScheme}
      cssVariablesResolver={cssVariablesResolver}
    >
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/tools/channel-comparer"
            element={
              <>
                {screenElement}
                {withAddress && <Address />}
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </MantineProvider>
  );
}

function renderAt(path: string) {
  const { run, page } = comparerAt(path);
  render(page);
  return run;
}

const first = () => screen.getByRole('textbox', { name: 'First YouTube channel' });
const second = () => screen.getByRole('textbox', { name: 'Second YouTube channel' });
const compare = () => screen.getByRole('button', { name: 'Compare' });

describe('ChannelComparerScreen', () => {
  it('opens the shareable address of two typed channels, which runs the comparison', () => {
    const run = renderAt('/tools/channel-comparer');
    fireEvent.change(first(), { target: { value: ' @one ' } });
    fireEvent.change(second(), { target: { value: 'https://www.youtube.com/@two' } });
    fireEvent.click(compare());
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '/tools/channel-comparer?a=%40one&b=https%3A%2F%2Fwww.youtube.com%2F%40two',
    );
    expect(run.calls).toHaveLength(1);
    expect(run.call(0).input.query).toEqual({
      a: { kind: 'handle', handle: 'one' },
      b: { kind: 'handle', handle: 'two' },
    });
  });

  it('runs a deep link once, and the same pair submitted again changes nothing', () => {
    const run = renderAt('/tools/channel-comparer?a=@one&b=@two');
    expect(first()).toHaveValue('@one');
    fireEvent.click(compare());
    expect(run.calls).toHaveLength(1);
  });

  it('keeps the address and asks for both channels when one is blank', () => {
    const run = renderAt('/tools/channel-comparer');
    fireEvent.change(first(), { target: { value: '@one' } });
    fireEvent.click(compare());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both YouTube channel URLs');
    expect(second()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      /^\/tools\/channel-comparer$/,
    );
    expect(run.calls).toHaveLength(0);
    fireEvent.change(second(), { target: { value: '@' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the pair of the address in the boxes after Back', async () => {
    const run = renderAt('/tools/channel-comparer?a=@one&b=@two');
    await act(async () => {
      run.call(0).reject(new Error('offline'));
      await run.call(0).delivered();
    });
    fireEvent.change(first(), { target: { value: '@three' } });
    fireEvent.change(second(), { target: { value: 'https://www.youtube.com/@four' } });
    fireEvent.click(compare());
    expect(second()).toHaveValue('https://www.youtube.com/@four');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '/tools/channel-comparer?a=@one&b=@two',
    );
    expect(first()).toHaveValue('@one');
    expect(second()).toHaveValue('@two');
    expect(run.calls).toHaveLength(3);
  });

  it('hydrates the prerendered page (no query) at a shared address, then reads the pair', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(comparerAt('/tools/channel-comparer').alone);
    const mismatches: unknown[] = [];
    const shared = comparerAt('/tools/channel-comparer?a=@one');
    const root = await act(async () => {
      const hydrated = hydrateRoot(container, shared.alone, {
        onRecoverableError: (error) => mismatches.push(error),
      });
      await Promise.resolve();
      return hydrated;
    });
    expect(mismatches).toEqual([]);
    expect(first()).toHaveValue('@one');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both YouTube channel URLs');
    act(() => root.unmount());
    container.remove();
  });

  it('shows what is wrong with a hand-made link under its box, running nothing', () => {
    const run = renderAt('/tools/channel-comparer?a=@one&b=https://vimeo.com/1');
    expect(second()).toHaveAccessibleDescription('Please enter a valid YouTube channel URL');
    expect(first()).not.toHaveAttribute('aria-invalid', 'true');
    expect(run.calls).toHaveLength(0);
  });
});
