import { ChannelComparerResult } from '@/components/tools/channel-comparer/ChannelComparerResult';
import { ChannelComparerForm } from '@/components/tools/channel-comparer/ChannelComparerForm';
import { ToolPage } from '@/components/tool-kit/ToolPage';
import type { ChannelPairParams } from '@/domain/tools/channel-comparer/channelComparisonInput';
import type { ChannelComparerLogic } from '@/machines/tools/channel-comparer/channelComparerMachine';
import { useQueryAfterHydration } from '@/screens/shared/useQueryAfterHydration';
import { ToolRunPanel, useToolRun } from '@/screens/tool-kit';
import { useChannelPairSearch } from './useChannelPairSearch';

export interface ChannelComparerScreenProps {
  /** The channel comparer's run machine with its YouTube service provided (app, or story fakes). */
  logic: ChannelComparerLogic;
}

/**
 * /tools/channel-comparer?a=…&b=… (docs/product.md, channel-comparer): the address is the
 * comparison.
 */
export function ChannelComparerScreen({ logic }: ChannelComparerScreenProps) {
  const query = useQueryAfterHydration();
  const params: ChannelPairParams = {
    a: query.get('a') ?? undefined,
    b: query.get('b') ?? undefined,
  };
  const [snapshot, send] = useToolRun(logic, params);
  const form = useChannelPairSearch(params);

  return (
    <ToolPage
      title="Channel Comparer"
      description="Put two YouTube channels side by side: subscribers, total views, videos, average views per video, views per subscriber and keywords, with the better figure of each row marked."
      controls={
        <ChannelComparerForm
          values={form.values}
          errors={form.errors}
          busy={snapshot.hasTag('running')}
          onSubmit={form.submit}
          onEdit={form.edit}
        />
      }
    >
      <ToolRunPanel
        snapshot={snapshot}
        onRetry={() => send({ type: 'tool.retry' })}
        runningLabel="Comparing channels..."
        hint="Paste two channel links, @handles or channel IDs. The comparison gets its own address, ready to share."
        invalidAtField
      >
        {(comparison) => <ChannelComparerResult comparison={comparison} />}
      </ToolRunPanel>
    </ToolPage>
  );
}
