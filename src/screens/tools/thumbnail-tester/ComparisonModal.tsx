import { Modal } from '@mantine/core';
import {
  ThumbnailCompareControls,
  type ThumbnailCompareControlsProps,
} from '@/components/tools/thumbnail-tester/ThumbnailCompareControls';
import {
  type Comparison,
  type ComparisonSource,
  type PreviewTheme,
  type RandomSource,
  type ThumbnailEntry,
} from '@/domain/tools/thumbnail-tester/thumbnailTest';
import { ToolRunPanel, type ToolRunView } from '@/screens/tool-kit';
import { ThumbnailTesterOutput, comparisonCaption } from './ThumbnailTesterOutput';

/** The source controls' props (but `busy`, which the snapshot tells), and the comparison's. */
export interface ComparisonModalProps extends Omit<ThumbnailCompareControlsProps, 'busy'> {
  /** Whether the modal shows: 'Compare' opens it. */
  opened: boolean;
  /** The close button or Escape: the screen hides the modal and stops a load under way. */
  onClose: () => void;
  /** The comparison machine's snapshot. */
  snapshot: ToolRunView<Comparison> & { context: { input: { source: ComparisonSource } | null } };
  /** 'Try again' after a failed load: the screen loads the same source again. */
  onRetry: () => void;
  /** The visitor's video, placed among the real ones. */
  entry: ThumbnailEntry;
  /** YouTube's dark or light look, as chosen in the tester's form. */
  theme: PreviewTheme;
  /** Where the visitor's entry lands and moves to on Shuffle: Math.random, or fixed in a story. */
  random: RandomSource;
}

const CHANNEL_HINT =
  'Paste a channel link and press Load Channel to see your video among its latest uploads.';

const resultKey = (comparison: Comparison) =>
  `${comparison.source}:${comparison.channelTitle ?? ''}:${comparison.videos.map((video) => video.id).join(',')}`;

const summary = (comparison: Comparison) =>
  `${comparisonCaption(comparison)}: your video among ${comparison.videos.length} videos.`;

/**
 * The full-screen comparison (docs/product.md, thumbnail-tester): source controls, then loading,
 * grid or alert.
 */
export function ComparisonModal(props: ComparisonModalProps) {
  const { snapshot, source } = props;
  const loading = snapshot.context.input?.source ?? source;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      fullScreen
      title="Compare your thumbnail"
      closeButtonProps={{ 'aria-label': 'Close comparison' }}
    >
      <ThumbnailCompareControls
        source={source}
        onSourceChange={props.onSourceChange}
        channel={props.channel}
        onChannelChange={props.onChannelChange}
        onLoadChannel={props.onLoadChannel}
        channelError={props.channelError}
        busy={snapshot.hasTag('running') && loading === 'channel'}
      />
      <ToolRunPanel
        snapshot={snapshot}
        onRetry={props.onRetry}
        runningLabel={
          loading === 'channel' ? 'Loading channel videos...' : 'Loading trending videos...'
        }
        hint={source === 'channel' ? CHANNEL_HINT : undefined}
        invalidAtField
        resultSummary={summary}
      >
        {(comparison) => (
          <ThumbnailTesterOutput
            key={resultKey(comparison)}
            comparison={comparison}
            entry={props.entry}
            theme={props.theme}
            random={props.random}
          />
        )}
      </ToolRunPanel>
    </Modal>
  );
}
