import { Avatar, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SubscriberCount } from '@/components/tool-kit/SubscriberCount';
import { averageViews, type ConsultantChannel } from '@/domain/tools/channel-consultant/consultant';
import { formatCompactCount } from '@/domain/youtube/compactCount';
import classes from './ConsultantChannelSummary.module.css';
import { formatCount } from '@/domain/format/count';

export interface ConsultantChannelSummaryProps {
  /** The channel the prompt was built from; a hidden subscriber count shows as 'Hidden'. */
  channel: ConsultantChannel;
}

/** The channel a prompt was built from: picture, name, handle and its headline figures. */
export function ConsultantChannelSummary({ channel }: ConsultantChannelSummaryProps) {
  const average = averageViews(channel.views, channel.videos);
  const figures: [label: string, value: ReactNode][] = [
    ['Subscribers', <SubscriberCount key="subscribers" subscribers={channel.subscribers} />],
    ['Views', formatCompactCount(channel.views)],
    ['Videos', formatCount(channel.videos)],
    ['Average views', average === null ? 'No uploads yet' : formatCompactCount(average)],
  ];
  return (
    <header className={classes.summary}>
      <Avatar src={channel.avatarUrl} alt="" size={56} radius="xl" />
      <div className={classes.text}>
        <Title order={2} className={classes.title}>
          {channel.title}
        </Title>
        {channel.handle && <Text className={classes.handle}>{channel.handle}</Text>}
        <dl className={classes.figures}>
          {figures.map(([label, value]) => (
            <div key={label} className={classes.figure}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}
