import type { Decorator } from '@storybook/react-vite';
import classes from './docsFrame.module.css';

/**
 * On a Docs page every story is drawn in the page itself: each sits on the site's background in a
 * box that holds what the site pins to the window (a screen's sidebar and header stay in their
 * story's box, a screen scrolls inside a window-sized box). The story's own canvas is unchanged.
 */
export const withDocsFrame: Decorator = (Story, { viewMode, parameters }) =>
  viewMode === 'docs' ? (
    <div className={(parameters as { shell?: boolean }).shell ? classes.screen : classes.component}>
      <Story />
    </div>
  ) : (
    <Story />
  );
