import type { SocialLink } from '@/config/site.types';
import { SocialLinks } from '@/components/shared/SocialLinks';
import classes from './SiteFooter.module.css';

export interface SiteFooterProps {
  copyrightYear: number;
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
