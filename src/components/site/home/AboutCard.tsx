import { Button, Text } from '@mantine/core';
import { IconBrandYoutube, IconUser } from '@tabler/icons-react';
import { ExternalLink } from '@/components/shared/ExternalLink';
import { InfoCard } from './InfoCard';
import classes from './AboutCard.module.css';

export interface AboutCardProps {
  /** The card's heading, 'About Me'. */
  title: string;
  /** The introduction's paragraphs, in order. */
  paragraphs: readonly string[];
  /** The owner's video channel, opened in a new tab. */
  youtubeChannelUrl: string;
}

/** A short introduction with a link to the owner's channel. */
export function AboutCard({ title, paragraphs, youtubeChannelUrl }: AboutCardProps) {
  return (
    <InfoCard title={title} icon={<IconUser size={20} stroke={1.75} />}>
      <div className={classes.text}>
        {paragraphs.map((paragraph) => (
          <Text key={paragraph} className={classes.paragraph}>
            {paragraph}
          </Text>
        ))}
      </div>
      <ExternalLink
        component={Button}
        href={youtubeChannelUrl}
        variant="default"
        className={classes.button}
        leftSection={<IconBrandYoutube size={18} stroke={1.75} aria-hidden="true" />}
      >
        Visit My YouTube
      </ExternalLink>
    </InfoCard>
  );
}
