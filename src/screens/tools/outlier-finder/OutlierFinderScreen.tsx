import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { OutlierFinderResult } from '@/components/tools/outlier-finder/OutlierFinderResult';
import { OutlierTypeToggle } from '@/components/tools/outlier-finder/OutlierTypeToggle';
import { ToolPage } from '@/components/tool-kit/ToolPage';
import { ToolSearchForm } from '@/components/tool-kit/ToolSearchForm';
import { ROUTES } from '@/domain/routing/routeTable';
import type {
  OutlierResults as Results,
  OutlierType,
} from '@/domain/tools/outlier-finder/outlierFinder';
import {
  isOutlierType,
  readOutlierQuery,
  toOutlierType,
  type OutlierParams,
} from '@/domain/tools/outlier-finder/outlierFinderInput';
import type { OutlierFinderLogic } from '@/machines/tools/outlier-finder/outlierFinderMachine';
import { ToolRunPanel, useToolRun, useToolSearch } from '@/screens/tool-kit';

export interface OutlierFinderScreenProps {
  /** The outlier finder's run machine with its YouTube service provided (app, or story fakes). */
  logic: OutlierFinderLogic;
}

/**
 * /tools/outlier-finder and /tools/outlier-finder/{searchQuery}/{type} (docs/product.md,
 * outlier-finder). A query with a type other than `videos` or `shorts` (or none) is the same
 * address with `videos`, in place of the one visited.
 */
export function OutlierFinderScreen({ logic }: OutlierFinderScreenProps) {
  const { searchQuery, type } = useParams();
  if (searchQuery !== undefined && searchQuery.trim() !== '' && !isOutlierType(type)) {
    return <Navigate replace to={ROUTES['outlier-finder'].to(searchQuery, 'videos')} />;
  }
  return <OutlierFinder logic={logic} params={[searchQuery, type]} />;
}

const summary = (results: Results) =>
  results.videos.length === 0
    ? 'No videos ranked.'
    : `Top ${results.videos.length} ${results.type} ready.`;

function OutlierFinder({ logic, params }: { logic: OutlierFinderLogic; params: OutlierParams }) {
  const [searchQuery, routeType] = params;
  const [snapshot, send] = useToolRun(logic, params);
  const navigate = useNavigate();
  const query = (searchQuery ?? '').trim();
  // Without a query the toggle only picks the type of the next search.
  const [chosen, setChosen] = useState<OutlierType>(toOutlierType(routeType));
  const type = query === '' ? chosen : toOutlierType(routeType);
  const box = useToolSearch(
    readOutlierQuery,
    (text) => ROUTES['outlier-finder'].to(text, type),
    searchQuery,
  );

  const toggle = (next: OutlierType) => {
    setChosen(next);
    if (query !== '') void navigate(ROUTES['outlier-finder'].to(query, next));
  };

  return (
    <ToolPage
      title="Outlier Finder"
      description="Search YouTube for a topic and see the videos or shorts that drew the most views for the size of their channel: views divided by subscribers, top 6."
      controls={
        <>
          <ToolSearchForm
            label="Search query"
            placeholder="e.g. short film"
            submitLabel="Search"
            value={box.text}
            error={box.error}
            busy={snapshot.hasTag('running')}
            onSubmit={box.submit}
            onEdit={box.edit}
          />
          <OutlierTypeToggle value={type} onChange={toggle} />
        </>
      }
    >
      <ToolRunPanel
        snapshot={snapshot}
        onRetry={() => send({ type: 'tool.retry' })}
        runningLabel="Finding outliers..."
        hint="Type a topic and pick Videos or Shorts. Each search gets its own address, ready to share."
        resultSummary={summary}
      >
        {(results) => <OutlierFinderResult results={results} />}
      </ToolRunPanel>
    </ToolPage>
  );
}
