import type { ComponentPropsWithoutRef } from 'react';
import type { ExtraProps } from 'react-markdown';
import { Link } from 'react-router-dom';
import { ExternalLink } from '@/components/shared/ExternalLink';
import { classifyHref } from './markdownHref';
import classes from './MarkdownContent.module.css';

type LinkProps = ComponentPropsWithoutRef<'a'> & ExtraProps;
type ImageProps = ComponentPropsWithoutRef<'img'> & ExtraProps;

/**
 * A markdown link. An address the URL policy emptied is not a link any more: its words stay as
 * plain text, because `<a href="">` would still be a working link to the current page.
 */
export function MarkdownLink({ href, children, title }: LinkProps) {
  const target = classifyHref(href);
  switch (target.kind) {
    case 'none':
      return <span className={classes.deadLink}>{children}</span>;
    case 'route':
      return (
        <Link to={target.to} title={title} className={classes.link}>
          {children}
        </Link>
      );
    case 'external':
      return (
        <ExternalLink href={target.href} title={title} unstyled className={classes.link}>
          {children}
        </ExternalLink>
      );
    case 'plain':
      return (
        <a href={target.href} title={title} className={classes.link}>
          {children}
        </a>
      );
  }
}

/** A markdown image; one whose address the URL policy emptied is left out. */
export function MarkdownImage({ src, alt, title }: ImageProps) {
  if (typeof src !== 'string' || src.trim() === '') return null;
  return <img src={src} alt={alt ?? ''} title={title} className={classes.image} />;
}
