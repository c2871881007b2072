import { ActionIcon, Button, VisuallyHidden } from '@mantine/core';
import type { SocialLink } from '@/config/site.types';
import { ExternalLink } from './ExternalLink';
import { Glyph } from './Glyph';
import classes from './SocialLinks.module.css';

export interface SocialLinksProps {
  /** The profiles to link, in order: the owner's socials from `src/config/site.ts`. */
  links: readonly SocialLink[];
  /**
   * `icons`: bordered icon buttons sharing the row's width (sidebar); `inline`: subtle icon
   * buttons side by side (footer); `buttons`: labelled buttons (link-in-bio card).
   */
  variant?: 'icons' | 'inline' | 'buttons';
  /** Names the group for screen readers, e.g. 'Social links'. */
  label?: string;
}

/** External social profiles; every link opens in a new tab and says so to screen readers. */
export function SocialLinks({
  links,
  variant = 'icons',
  label = 'Social links',
}: SocialLinksProps) {
  return (
    <ul className={classes.list} data-variant={variant} aria-label={label}>
      {links.map((link) => (
        <li key={link.network}>
          {variant !== 'buttons' ? (
            <ExternalLink
              component={ActionIcon}
              href={link.url}
              variant={variant === 'icons' ? 'default' : 'subtle'}
              size="xl"
              className={classes.icon}
            >
              <Glyph name={link.network} size={20} />
              <VisuallyHidden>{link.label}</VisuallyHidden>
            </ExternalLink>
          ) : (
            <ExternalLink
              component={Button}
              href={link.url}
              variant="default"
              fullWidth
              leftSection={<Glyph name={link.network} size={18} />}
            >
              {link.label}
            </ExternalLink>
          )}
        </li>
      ))}
    </ul>
  );
}
