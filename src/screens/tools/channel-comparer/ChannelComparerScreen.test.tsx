// @vitest-environment jsdom
/** The comparer screen in a DOM: the form, the shareable address and the run it starts. */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
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
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

function renderAt(path: string) {
  const run = controlled<ToolRunOutput<ChannelComparison>, ToolRunRequest<ChannelPair>>();
  const logic = channelComparerMachine.provide({
    actors: { run: run.logic },
    actions: { logError: () => undefined },
  });
  render(
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
                <ChannelComparerScreen logic={logic} />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
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

  it('shows what is wrong with a hand-made link under its box, running nothing', () => {
    const run = renderAt('/tools/channel-comparer?a=@one&b=https://vimeo.com/1');
    expect(second()).toHaveAccessibleDescription('Please enter a valid YouTube channel URL');
    expect(first()).not.toHaveAttribute('aria-invalid', 'true');
    expect(run.calls).toHaveLength(0);
  });
});
