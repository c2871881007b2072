import { useDisclosure } from '@mantine/hooks';
import { AboutCard } from '@/components/AboutCard';
import { CallToAction } from '@/components/CallToAction';
import { ClientsCard } from '@/components/ClientsCard';
import { DemoReelModal } from '@/components/DemoReelModal';
import { HomeHero } from '@/components/HomeHero';
import { ProjectsSection } from '@/components/ProjectsSection';
import { SiteFooter } from '@/components/SiteFooter';
import { StackCard } from '@/components/StackCard';
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

/** Route '/': hero, about/stack/clients cards, projects, call to action, footer, demo reel. */
export function HomeScreen() {
  const [demoReelOpened, demoReel] = useDisclosure(false);

  return (
    <div className={classes.page}>
      <HomeHero
        name={owner.name}
        tagline={hero.tagline}
        description={hero.description}
        stats={hero.stats}
        backgroundImage={hero.backgroundImage}
        onWatchDemoReel={demoReel.open}
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

      <DemoReelModal
        opened={demoReelOpened}
        onClose={demoReel.close}
        videoId={media.demoReelVideoId}
        title={media.demoReelTitle}
      />
    </div>
  );
}
