import type { ReactNode } from 'react';
import classes from './LinkPageLayout.module.css';

export interface LinkPageLayoutProps {
  /** The page's header, then its tiles. */
  children: ReactNode;
}

/** The link-in-bio frame: one centred, phone-width column over the page's backdrop. */
export function LinkPageLayout({ children }: LinkPageLayoutProps) {
  return (
    <div className={classes.page}>
      <div className={classes.column}>{children}</div>
    </div>
  );
}
