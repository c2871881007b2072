import { Avatar, Text, Title } from '@mantine/core';
import type { SocialLink } from '@/config/site.types';
import { SocialLinks } from '@/components/shared/SocialLinks';
import classes from './ProfileCard.module.css';

export interface ProfileCardProps {
  /** The owner's name: the page's heading. */
  name: string;
  /** The line under the name, e.g. 'Professional Video Editor'. */
  jobTitle: string;
  /** A short paragraph about the owner. */
  bio: string;
  /**
   * The owner's photo (an image address), round above the name; decorative, as the name says who.
   */
  photo: string;
  /** The profiles offered as labelled buttons (YouTube, X and TikTok on /links). */
  socials: readonly SocialLink[];
}

/** The head of the link-in-bio page: photo, name (the page's h1), job title, bio and socials. */
export function ProfileCard({ name, jobTitle, bio, photo, socials }: ProfileCardProps) {
  return (
    <header className={classes.card}>
      {/* The name right below says who this is, so the photo is decorative. */}
      <Avatar src={photo} alt="" size={112} radius={112} className={classes.photo} />
      <Title order={1} className={classes.name}>
        {name}
      </Title>
      <Text className={classes.jobTitle}>{jobTitle}</Text>
      <Text className={classes.bio}>{bio}</Text>
      <div className={classes.socials}>
        <SocialLinks links={socials} variant="buttons" label={`${name} on social media`} />
      </div>
    </header>
  );
}
