import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { AboutCard } from '@/components/site/home/AboutCard';
import { CallToAction } from '@/components/site/home/CallToAction';
import { ClientsCard } from '@/components/site/home/ClientsCard';
import { HomeHero } from '@/components/site/home/HomeHero';
import { ProjectsSection } from '@/components/site/home/ProjectsSection';
import { SiteFooter } from '@/components/site/home/SiteFooter';
import { StackCard } from '@/components/site/home/StackCard';
import {
  about,
  clients,
  copyrightYear,
  footerSocials,
  hero,
  media,
  moreClientsCount,
  owner,
  projectCards,
  stack,
} from '@/config/site';
import classes from './HomeScreen.module.css';

// The modal (Mantine's Modal, focus trap, portal: about 24 KB gzip) is fetched when the visitor
// first asks for the reel, not with the landing page.
const DemoReelModal = lazy(async () => ({
  default: (await import('@/components/site/home/DemoReelModal')).DemoReelModal,
}));

/** Calls `onMount` once its Suspense boundary has committed, i.e. the lazy modal is on the page. */
function WhenMounted({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

/** Route '/': hero, about/stack/clients cards, projects, call to action, footer, demo reel. */
export function HomeScreen() {
  const [demoReelOpened, demoReel] = useDisclosure(false);
  // The modal mounts closed and opens once mounted: Mantine records where focus was (to give
  // it back on close) when `opened` changes, not when the modal mounts already open.
  const [demoReelRequested, setDemoReelRequested] = useState(false);
  const [demoReelMounted, setDemoReelMounted] = useState(false);
  const markDemoReelMounted = useCallback(() => setDemoReelMounted(true), []);
  const openDemoReel = () => {
    setDemoReelRequested(true);
    demoReel.open();
  };

  return (
    <div className={classes.page}>
      <HomeHero
        name={owner.name}
        tagline={hero.tagline}
        description={hero.description}
        stats={hero.stats}
        backgroundImage={hero.backgroundImage}
        onWatchDemoReel={openDemoReel}
      />

      <div className={classes.cards}>
        <div className={classes.about}>
          <AboutCard
            title={about.title}
            paragraphs={about.paragraphs}
            youtubeChannelUrl={owner.youtubeChannelUrl}
          />
        </div>
        <div className={classes.stack}>
          <StackCard tools={stack} />
        </div>
        <div className={classes.clients}>
          <ClientsCard clients={clients} moreCount={moreClientsCount} />
        </div>
      </div>

      <ProjectsSection projects={projectCards} />
      <CallToAction />
      <SiteFooter copyrightYear={copyrightYear} socials={footerSocials} />

      {demoReelRequested && (
        <Suspense fallback={null}>
          <DemoReelModal
            opened={demoReelOpened && demoReelMounted}
            onClose={demoReel.close}
            videoId={media.demoReelVideoId}
            title={media.demoReelTitle}
          />
          <WhenMounted onMount={markDemoReelMounted} />
        </Suspense>
      )}
    </div>
  );
}
