import { Text, Title } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import type { SocialLink } from '@/config/site.types';
import { SocialLinks } from '@/components/shared/SocialLinks';
import classes from './ContactInfo.module.css';

export interface ContactInfoProps {
  /** How soon the owner replies, e.g. 'Usually within 24 hours'. */
  responseTime: string;
  /** Where the owner works, e.g. 'United States'. */
  location: string;
  /** The owner's social profiles, as icon links under the facts. */
  socials: readonly SocialLink[];
}

/** The contact page's introduction: heading, response time, location and social links. */
export function ContactInfo({ responseTime, location, socials }: ContactInfoProps) {
  return (
    <div className={classes.info}>
      <Title order={1} className={classes.title}>
        Let&apos;s Work Together
      </Title>
      <Text className={classes.intro}>
        Tell me about your channel, your video or your idea. Every message gets a personal reply.
      </Text>
      <dl className={classes.facts}>
        <div className={classes.fact}>
          <IconClock size={20} aria-hidden="true" />
          <dt>Response time</dt>
          <dd>{responseTime}</dd>
        </div>
        <div className={classes.fact}>
          <IconMapPin size={20} aria-hidden="true" />
          <dt>Location</dt>
          <dd>{location}</dd>
        </div>
      </dl>
      <SocialLinks links={socials} variant="icons" label="Find me on social media" />
    </div>
  );
}
