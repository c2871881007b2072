// @vitest-environment jsdom
/** The tool kit's hooks and skeleton in a DOM: what a visitor of each tool shape gets. */
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { accept, reject } from '@/domain/tool-kit/inputResult';
import type { ToolParamValue } from '@/domain/tool-kit/toolParams';
import { createToolRunMachine, type ToolRunRequest } from '@/machines/tool-kit/toolRunMachine';
import { controlled } from '@/test/controlledActor';
import { colorScheme, cssVariablesResolver, theme } from '@/theme';
import { SearchToolScreen } from './SearchToolScreen';
import { ToolRunPanel } from './ToolRunPanel';
import { useToolForm } from './useToolForm';
import { useToolRun } from './useToolRun';

function renderAt(path: string, routePath: string, element: ReactElement) {
  return render(
    <MantineProvider
      theme={theme}
      forceColorScheme={colorScheme}
      cssVariablesResolver={cssVariablesResolver}
    >
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={element} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

type Pair = readonly [ToolParamValue, ToolParamValue];
const pairTool = createToolRunMachine<string, string, Pair>('pair', {
  parse: ([query, type]) => (query ? accept(`${query}/${type || 'videos'}`) : reject('No query')),
  failureMessage: 'Failed',
});

describe('useToolRun with two route parameters', () => {
  function setup() {
    const run = controlled<{ result: string; units: number }, ToolRunRequest<string>>();
    const logic = pairTool.provide({ actors: { run: run.logic } });
    let setType: (type: string) => void = () => undefined;
    let rerender: () => void = () => undefined;
    function Screen() {
      const [type, set] = useState('videos');
      const [, force] = useState(0);
      // Handed to the test once rendered: assigning outer variables while rendering is a side effect.
      useEffect(() => {
        setType = set;
        rerender = () => force((n) => n + 1);
      }, []);
      // A fresh tuple every render, as `[params.searchQuery, params.type]` would be.
      const [snapshot, send] = useToolRun(logic, ['cats', type] as const);
      return (
        <ToolRunPanel
          snapshot={snapshot}
          onRetry={() => send({ type: 'tool.retry' })}
          runningLabel="Searching..."
        >
          {(result) => <p>{result}</p>}
        </ToolRunPanel>
      );
    }
    const view = renderAt('/', '/', <Screen />);
    return { run, view, setType: (t: string) => setType(t), rerender: () => rerender() };
  }

  it('runs once for the same values however often the screen renders', () => {
    const { run, rerender } = setup();
    act(() => {
      rerender();
    });
    act(() => {
      rerender();
    });
    expect(run.calls).toHaveLength(1);
    expect(run.call(0).input.query).toBe('cats/videos');
    expect(run.call(0).signal.aborted).toBe(false);
  });

  it('runs again, aborting the first run, when a parameter changes', () => {
    const { run, setType } = setup();
    act(() => {
      setType('shorts');
    });
    expect(run.call(0).signal.aborted).toBe(true);
    expect(run.call(1).input.query).toBe('cats/shorts');
  });

  it('aborts the run when the screen goes away', () => {
    const { run, view } = setup();
    view.unmount();
    expect(run.call(0).signal.aborted).toBe(true);
  });

  it('shows the progress a long run reports', () => {
    const { run } = setup();
    act(() => {
      run.call(0).input.onProgress({ pages: 2, items: 100, total: 400 });
    });
    const bar = screen.getByRole('progressbar', { name: 'Fetched 100 of 400 items (2 pages)' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('status')).toHaveTextContent('Searching...');
  });
});

describe('useToolForm', () => {
  const formTool = createToolRunMachine<string, string, { channel: ToolParamValue }>('form', {
    parse: ({ channel }) => (channel ? accept(channel) : reject('Please enter a channel')),
    failureMessage: 'Failed',
  });

  function setup() {
    const run = controlled<{ result: string; units: number }, ToolRunRequest<string>>();
    const logic = formTool.provide({ actors: { run: run.logic } });
    let form: ReturnType<typeof useToolForm<string, string, { channel: ToolParamValue }>>;
    function Screen() {
      const current = useToolForm(logic);
      useEffect(() => {
        form = current;
      }, [current]);
      return (
        <ToolRunPanel
          snapshot={current.snapshot}
          onRetry={current.retry}
          runningLabel="Looking up..."
          hint="Enter a channel."
          invalidAtField
        >
          {(result) => <p>Found {result}</p>}
        </ToolRunPanel>
      );
    }
    renderAt('/', '/', <Screen />);
    return { run, form: () => form };
  }

  it('keeps bad input at the field, not in the panel, until the visitor edits', () => {
    const { run, form } = setup();
    act(() => {
      form().submit({ channel: '  ' });
    });
    expect(form().fieldError).toBe('Please enter a channel');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Enter a channel.')).toBeInTheDocument();
    act(() => {
      form().clearError();
    });
    expect(form().fieldError).toBeNull();
    expect(run.calls).toHaveLength(0);
  });

  it('runs the submitted values and shows the results', async () => {
    const { run, form } = setup();
    act(() => {
      form().submit({ channel: '@maya' });
    });
    expect(run.call(0).input.query).toBe('@maya');
    await act(async () => {
      run.call(0).resolve({ result: '@maya', units: 1 });
      await run.call(0).delivered();
    });
    expect(screen.getByText('Found @maya')).toBeInTheDocument();
    // Announced by the live region that was on the page before the results came.
    expect(screen.getByText('Results ready.')).toHaveAttribute('aria-live', 'polite');
    act(() => {
      form().reset();
    });
    expect(screen.getByText('Enter a channel.')).toBeInTheDocument();
    expect(screen.queryByText('Results ready.')).toBeNull();
  });
});

/** The browser's Back and Forward, and the address, beside a screen under test. */
function History() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        Forward
      </button>
      <output aria-label="address">{pathname}</output>
    </>
  );
}

describe('SearchToolScreen', () => {
  const wordTool = createToolRunMachine<string, string>('word', {
    parse: (param) => (/^[a-z]+$/.test(param) ? accept(param) : reject('Invalid word')),
    failureMessage: 'Failed',
    // The word the run found names the result (a channel's handle for a `/user/` link).
    resolvedParams: (result) => result,
  });

  function setup(path: string) {
    const run = controlled<{ result: string; units: number }, ToolRunRequest<string>>();
    const logic = wordTool.provide({ actors: { run: run.logic } });
    renderAt(
      path,
      '/tools/word/:word?',
      <SearchToolScreen
        logic={logic}
        param="word"
        title="Word Tool"
        description="Finds words."
        search={{
          label: 'A word',
          placeholder: 'hello',
          submitLabel: 'Find',
          read: (text) => (text.trim() ? accept(text.trim()) : reject('Please enter a word')),
          pathFor: (word) => `/tools/word/${encodeURIComponent(word)}`,
        }}
        runningLabel="Finding..."
        hint="Type a word."
      >
        {(result) => <p>Found {result}</p>}
      </SearchToolScreen>,
    );
    return run;
  }

  const box = () => screen.getByRole('textbox', { name: 'A word' });
  const search = (text: string) => {
    fireEvent.change(box(), { target: { value: text } });
    fireEvent.submit(box().closest('form') as HTMLFormElement);
  };

  function setupWithHistory(path: string) {
    const run = controlled<{ result: string; units: number }, ToolRunRequest<string>>();
    const logic = wordTool.provide({ actors: { run: run.logic } });
    renderAt(
      path,
      '/tools/word/:word?',
      <>
        <SearchToolScreen
          logic={logic}
          param="word"
          title="Word Tool"
          description="Finds words."
          search={{
            label: 'A word',
            submitLabel: 'Find',
            placeholder: 'hello',
            read: (text) => (text.trim() ? accept(text.trim()) : reject('Please enter a word')),
            pathFor: (word) => `/tools/word/${encodeURIComponent(word)}`,
          }}
          runningLabel="Finding..."
        >
          {(result) => <p>Found {result}</p>}
        </SearchToolScreen>
        <History />
      </>,
    );
    return run;
  }

  /** Lets the latest run finish, so the box takes another search. */
  async function finish(run: ReturnType<typeof setupWithHistory>) {
    const call = run.call(run.calls.length - 1);
    await act(async () => {
      call.resolve({ result: call.input.query, units: 1 });
      await call.delivered();
    });
  }

  it('shows in the box what the address shows, after Back and Forward', async () => {
    const run = setupWithHistory('/tools/word');
    search('alpha');
    await finish(run);
    search('beta');
    await finish(run);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/tools/word/alpha');
    expect(box()).toHaveValue('alpha');
    await finish(run);
    fireEvent.click(screen.getByRole('button', { name: 'Forward' }));
    expect(box()).toHaveValue('beta');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/tools\/word$/);
    expect(box()).toHaveValue('');
  });

  it('keeps what the visitor typed while the address stays, and their own words for it', async () => {
    const run = setupWithHistory('/tools/word/alpha');
    await finish(run);
    search('  beta ');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/tools/word/beta');
    expect(box()).toHaveValue('  beta ');
    fireEvent.change(box(), { target: { value: 'gam' } });
    await finish(run);
    expect(screen.getByText('Found beta')).toBeInTheDocument();
    expect(box()).toHaveValue('gam');
  });

  it('drops the message about a bad text when the address replaces it', async () => {
    const run = setupWithHistory('/tools/word/alpha');
    await finish(run);
    search('beta');
    await finish(run);
    search('   ');
    expect(box()).toHaveAccessibleDescription('Please enter a word');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(box()).toHaveValue('alpha');
    expect(box()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('waits on the bare route with its hint', () => {
    const run = setup('/tools/word');
    expect(screen.getByRole('heading', { name: 'Word Tool' })).toBeInTheDocument();
    expect(screen.getByText('Type a word.')).toBeInTheDocument();
    expect(run.calls).toHaveLength(0);
  });

  it('runs a deep link at once, with the parameter in the box', () => {
    const run = setup('/tools/word/hello');
    expect(screen.getByRole('textbox', { name: 'A word' })).toHaveValue('hello');
    expect(run.call(0).input.query).toBe('hello');
    expect(screen.getByRole('status')).toHaveTextContent('Finding...');
  });

  it('navigates with what was typed, which runs the tool', () => {
    const run = setup('/tools/word');
    const box = screen.getByRole('textbox', { name: 'A word' });
    fireEvent.change(box, { target: { value: 'world' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(run.call(0).input.query).toBe('world');
  });

  it("shows the box's message for unreadable input and runs nothing", () => {
    const run = setup('/tools/word');
    const box = screen.getByRole('textbox', { name: 'A word' });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(box).toHaveAccessibleDescription('Please enter a word');
    expect(run.calls).toHaveLength(0);
  });

  it('moves the address to what the run resolved it to, replacing it, with no second run', async () => {
    const run = setupWithHistory('/tools/word');
    search('hello');
    run.call(0).resolve({ result: 'world', units: 1 });
    expect(await screen.findByText('Found world')).toBeInTheDocument();
    const address = screen.getByRole('status', { name: 'address' });
    await waitFor(() => expect(address).toHaveTextContent('/tools/word/world'));
    expect(box()).toHaveValue('world');
    expect(run.calls).toHaveLength(1);
    expect(screen.getByText('Found world')).toBeInTheDocument();
    // Replaced, not added: Back leads to the page before the search.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(address).toHaveTextContent(/^\/tools\/word$/);
  });
});
