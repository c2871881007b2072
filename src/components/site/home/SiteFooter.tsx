import type { SocialLink } from '@/config/site.types';
import { SocialLinks } from '@/components/shared/SocialLinks';
import classes from './SiteFooter.module.css';

export interface SiteFooterProps {
  /** The year after '©', e.g. 2025 (fixed in the site config, not today's year). */
  copyrightYear: number;
  /** The social profiles linked as icons beside it (YouTube and X in the site config). */
  socials: readonly SocialLink[];
}

/** The page's closing line: the copyright year and a couple of social links. */
export function SiteFooter({ copyrightYear, socials }: SiteFooterProps) {
  return (
    <footer className={classes.footer}>
      <p className={classes.copyright}>© {copyrightYear}</p>
      <SocialLinks links={socials} variant="inline" label="Follow me" />
    </footer>
  );
}
