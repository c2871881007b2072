import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ExternalLinkTile } from '@/config/site.types';
import { ExternalLink } from '@/components/shared/ExternalLink';
import { Glyph, type GlyphName } from '@/components/shared/Glyph';
import classes from './LinkTile.module.css';

/** What activating the tile does: open another site in a new tab, go to a route, or act. */
export type LinkTileDestination =
  | { kind: 'external'; href: string }
  | { kind: 'internal'; to: string }
  | { kind: 'action'; onClick: () => void };

export interface LinkTileProps {
  /**
   * What a press does: open another site in a new tab, go to a page of this site, or act (copy).
   */
  destination: LinkTileDestination;
  /** The icon at the start of the tile, by name. */
  icon: GlyphName;
  /** The tile's name, in bold; screen readers hear it (with `hint`) as the tile's name. */
  title: string;
  /** A line under the title, read as the tile's description; none when omitted. */
  description?: string;
  /** The page's headline link: larger, with the brand accent. */
  featured?: boolean;
  /** A small mark at the end of the tile (external tiles always show the new-tab arrow). */
  trailingIcon?: GlyphName;
  /**
   * Added to the accessible name to say what an action does, e.g. '(copies the email address)';
   * external tiles say '(opens in a new tab)' themselves (ExternalLink).
   */
  hint?: string;
  /**
   * A short confirmation shown on the tile and announced politely, e.g. 'Copied!'. Pass '' while
   * idle: the live region must already be in the page for screen readers to notice new text.
   */
  status?: string;
}

/**
 * One tappable tile of a link-in-bio page: icon, title and description. The accessible name is
 * the title (plus a hint); the description is read as the description, so names stay short.
 */
export function LinkTile({
  destination,
  icon,
  title,
  description,
  featured = false,
  trailingIcon,
  hint,
  status,
}: LinkTileProps) {
  const id = useId();
  const external = destination.kind === 'external';
  // An external tile's hint is ExternalLink's '(opens in a new tab)'; others may bring their own.
  const ownHint = external ? undefined : hint;
  const mark = external ? 'external' : trailingIcon;

  const shared = {
    className: classes.tile,
    'data-featured': featured || undefined,
    'data-status': status || undefined,
    'aria-labelledby': external || ownHint ? `${id}-title ${id}-hint` : `${id}-title`,
    'aria-describedby': description ? `${id}-description` : undefined,
  };

  const body = (
    <>
      <span className={classes.icon}>
        <Glyph name={icon} size={featured ? 28 : 22} />
      </span>
      <span className={classes.text}>
        <span className={classes.heading}>
          <span id={`${id}-title`} className={classes.title}>
            {title}
          </span>
          {status !== undefined && (
            <span role="status" aria-live="polite" className={classes.status}>
              {status && (
                <>
                  <Glyph name="check" size={14} />
                  {status}
                </>
              )}
            </span>
          )}
        </span>
        {description && (
          <span id={`${id}-description`} className={classes.description}>
            {description}
          </span>
        )}
      </span>
      {mark && (
        <span className={classes.trailing}>
          <Glyph name={mark} size={18} />
        </span>
      )}
      {ownHint && <VisuallyHidden id={`${id}-hint`}>{ownHint}</VisuallyHidden>}
    </>
  );

  switch (destination.kind) {
    case 'external':
      return (
        <ExternalLink
          component={UnstyledButton}
          href={destination.href}
          hintId={`${id}-hint`}
          {...shared}
        >
          {body}
        </ExternalLink>
      );
    case 'internal':
      return (
        <UnstyledButton component={Link} to={destination.to} {...shared}>
          {body}
        </UnstyledButton>
      );
    case 'action':
      return (
        <UnstyledButton type="button" onClick={destination.onClick} {...shared}>
          {body}
        </UnstyledButton>
      );
  }
}

/** Tile props for one of the owner's external links from the site config. */
export function externalLinkTileProps(tile: ExternalLinkTile): LinkTileProps {
  return {
    destination: { kind: 'external', href: tile.url },
    icon: tile.icon,
    title: tile.title,
    description: tile.description,
  };
}
