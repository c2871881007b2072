import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ReportPanel } from '@/components/shared/ReportPanel';
import classes from './PlaylistAnalyzerResult.module.css';

export interface PlaylistSingleVideoProps {
  /** The video analyzer's route for the video: '/tools/video-analyzer/{videoId}'. */
  href: string;
}

/** A link with only a `v` parameter: one video, not a playlist; the video analyzer reads it. */
export function PlaylistSingleVideo({ href }: PlaylistSingleVideoProps) {
  return (
    <ReportPanel title="This link is a single video, not a playlist" order={2}>
      <Text className={classes.muted}>
        It has no list parameter, so there is no playlist to summarise. The video analyzer shows
        this video&apos;s numbers and a checklist.
      </Text>
      <Anchor component={Link} to={href} className={classes.action}>
        Analyze this video in the Video Analyzer
      </Anchor>
    </ReportPanel>
  );
}
