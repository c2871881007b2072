import type { SpeedDuration } from '@/domain/tools/playlist-analyzer/playlistAnalysis';
import { formatDuration } from '@/domain/youtube';
import { ReportPanel } from '@/components/shared/ReportPanel';
import classes from './PlaylistAnalyzerResult.module.css';

export interface PlaylistSpeedsProps {
  /** One row per speed: the speed (1.25 for 1.25×) and the watch time at it, in seconds. */
  speeds: readonly SpeedDuration[];
}

/** How long the whole playlist takes at 1.25×, 1.5×, 1.75× and 2×. */
export function PlaylistSpeeds({ speeds }: PlaylistSpeedsProps) {
  return (
    <ReportPanel title="Watch time at faster speeds">
      <table className={classes.table}>
        <thead>
          <tr>
            <th scope="col">Speed</th>
            <th scope="col">Watch time</th>
          </tr>
        </thead>
        <tbody>
          {speeds.map(({ speed, seconds }) => (
            <tr key={speed}>
              <th scope="row">{speed}×</th>
              <td>{formatDuration(seconds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ReportPanel>
  );
}
