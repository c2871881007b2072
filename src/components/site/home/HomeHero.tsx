import { Button, Text, Title } from '@mantine/core';
import { IconArrowRight, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { HeroStat } from '@/config/site.types';
import { HeroStats } from './HeroStats';
import classes from './HomeHero.module.css';

export interface HomeHeroProps {
  /** The owner's name: the page's only h1. */
  name: string;
  /** The line under the name, 'Professional Video Editor'. */
  tagline: string;
  /** A short paragraph on the owner's experience, under the tagline. */
  description: string;
  /** The headline numbers under the buttons, e.g. '130M+ views'. */
  stats: readonly HeroStat[];
  /** A decorative backdrop image under the text. */
  backgroundImage?: string;
  /** 'Watch Demo Reel' was pressed. */
  onWatchDemoReel: () => void;
}

/** The top of the home page: who the owner is, what they have done, and the two next steps. */
export function HomeHero({
  name,
  tagline,
  description,
  stats,
  backgroundImage,
  onWatchDemoReel,
}: HomeHeroProps) {
  const headingId = useId();
  return (
    <section className={classes.hero} aria-labelledby={headingId}>
      {backgroundImage && <img className={classes.backdrop} src={backgroundImage} alt="" />}
      <div className={classes.content}>
        <Title order={1} id={headingId} className={classes.name}>
          {name}
        </Title>
        <Text component="p" className={classes.tagline}>
          {tagline}
        </Text>
        <Text component="p" className={classes.description}>
          {description}
        </Text>
        <div className={classes.actions}>
          <Button
            size="md"
            leftSection={<IconPlayerPlayFilled size={16} aria-hidden="true" />}
            onClick={onWatchDemoReel}
            aria-haspopup="dialog"
          >
            Watch Demo Reel
          </Button>
          <Button
            component={Link}
            to="/portfolio"
            size="md"
            variant="default"
            className={classes.secondary}
            rightSection={<IconArrowRight size={16} aria-hidden="true" />}
          >
            View Portfolio
          </Button>
        </div>
      </div>
      <div className={classes.stats}>
        <HeroStats stats={stats} />
      </div>
    </section>
  );
}
