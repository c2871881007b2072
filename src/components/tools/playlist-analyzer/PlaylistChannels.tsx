import type { PlaylistChannelRow } from '@/domain/tools/playlist-analyzer/playlistAnalysis';
import { ExternalLink } from '@/components/shared/ExternalLink';
import { exact } from './playlistFormat';
import { ReportPanel } from '@/components/shared/ReportPanel';
import { SubscriberCount } from '@/components/tool-kit/SubscriberCount';
import classes from './PlaylistAnalyzerResult.module.css';

export interface PlaylistChannelsProps {
  /**
   * The channels in the order to show (most videos first), each with its number of videos in the
   * playlist and its subscribers (null: hidden).
   */
  channels: readonly PlaylistChannelRow[];
}

/** The channels of the playlist's videos, with their subscribers, most videos first. */
export function PlaylistChannels({ channels }: PlaylistChannelsProps) {
  return (
    <ReportPanel title="Channels">
      <table className={classes.table}>
        <thead>
          <tr>
            <th scope="col">Channel</th>
            <th scope="col">Videos</th>
            <th scope="col">Subscribers</th>
          </tr>
        </thead>
        <tbody>
          {channels.map((channel) => (
            <tr key={channel.id}>
              <th scope="row">
                <ExternalLink
                  href={`https://www.youtube.com/channel/${encodeURIComponent(channel.id)}`}
                >
                  {channel.title}
                </ExternalLink>
              </th>
              <td>{exact(channel.videos)}</td>
              <td>
                <SubscriberCount subscribers={channel.subscribers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ReportPanel>
  );
}
