import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ToolPage } from '@/components/tool-kit/ToolPage';
import { ToolSearchForm } from '@/components/tool-kit/ToolSearchForm';
import type { InputResult } from '@/domain/tool-kit/inputResult';
import type { ItemNoun } from '@/domain/tool-kit/toolProgress';
import type { ToolRunLogic } from '@/machines/tool-kit/toolRunMachine';
import { ToolRunPanel } from './ToolRunPanel';
import { useResolvedAddress } from './useResolvedAddress';
import { useToolRun } from './useToolRun';
import { useToolSearch } from './useToolSearch';

export interface SearchToolScreenProps<TInput, TResult> {
  /** The tool's run machine, provided by the app (or by a story's fakes). */
  logic: ToolRunLogic<TInput, TResult>;
  /** The route parameter's name: 'videoId' for `/tools/video-analyzer/:videoId?`. */
  param: string;
  /** The tool's name, the page's heading, e.g. 'Video Analyzer'. */
  title: string;
  /** A sentence or two under the title on what the tool does. */
  description: string;
  /**
   * The search box: its texts, how its text reads as the route parameter, and the route it
   * goes to. A submit navigates; the route, not the box, starts a run.
   */
  search: {
    /** The box's accessible name, e.g. 'YouTube video URL or ID'. */
    label: string;
    /** An example shown in the empty box. */
    placeholder: string;
    /** The button's text, e.g. 'Analyze'. */
    submitLabel: string;
    /** The box's text → the route parameter, or the documented message. */
    read: (text: string) => InputResult<string>;
    /** The route that runs the tool on a parameter. */
    pathFor: (param: string) => string;
  };
  /** What the spinner says, e.g. 'Analyzing video...'. */
  runningLabel: string;
  /** For a long run that reports progress: what its items are called. */
  progressNoun?: ItemNoun;
  /** Shown before the first run. */
  hint?: ReactNode;
  /** What a screen reader hears when results arrive (see `ToolRunPanel`). */
  resultSummary?: (result: TResult) => string;
  /** The tool's result component for a result. */
  children: (result: TResult) => ReactNode;
}

/**
 * The whole screen of a tool with one route parameter and a search box (docs/product.md,
 * tool-kit): the box navigates to the tool's route, the route runs the tool, the panel shows
 * hint, spinner (and progress), alert or the tool's results. A tool of this shape is its parse
 * function, its run, its result component and this screen with its texts.
 */
export function SearchToolScreen<TInput, TResult>({
  logic,
  param,
  title,
  description,
  search,
  runningLabel,
  progressNoun,
  hint,
  resultSummary,
  children,
}: SearchToolScreenProps<TInput, TResult>) {
  const value = useParams()[param];
  const [snapshot, send] = useToolRun(logic, value);
  const box = useToolSearch(search.read, search.pathFor, value);
  useResolvedAddress(snapshot.context.resolved, search.pathFor);

  return (
    <ToolPage
      title={title}
      description={description}
      controls={
        <ToolSearchForm
          label={search.label}
          placeholder={search.placeholder}
          submitLabel={search.submitLabel}
          value={box.text}
          error={box.error}
          busy={snapshot.hasTag('running')}
          onSubmit={box.submit}
          onEdit={box.edit}
        />
      }
    >
      <ToolRunPanel
        snapshot={snapshot}
        onRetry={() => send({ type: 'tool.retry' })}
        runningLabel={runningLabel}
        progressNoun={progressNoun}
        hint={hint}
        resultSummary={resultSummary}
      >
        {children}
      </ToolRunPanel>
    </ToolPage>
  );
}
