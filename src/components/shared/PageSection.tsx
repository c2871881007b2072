import type { ComponentPropsWithoutRef } from 'react';
import classes from './PageSection.module.css';

export type PageSectionProps = ComponentPropsWithoutRef<'section'>;

/** The content column every listing page shares: at most 1200px, centred, padded. */
export function PageSection({ className, ...props }: PageSectionProps) {
  return (
    <section className={className ? `${classes.page} ${className}` : classes.page} {...props} />
  );
}
