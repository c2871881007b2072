import '../src/theme/styles';
import { MantineProvider } from '@mantine/core';
import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { themes } from 'storybook/theming';
import { colorScheme, cssVariablesResolver, theme } from '../src/theme';
import { StoryRouter, type StoryRouterOptions } from './StoryRouter.tsx';
import { defaultViewport, viewports } from './viewports.ts';
import { withShellFrame } from './withShellFrame.tsx';
import { withDocsFrame } from './withDocsFrame.tsx';
import { DocsPage } from './docs/LazyDocsPage.tsx';

// The deadline of every condition a play function waits for (findBy*, waitFor): generous, so a
// busy machine never fails a story, and free, since a met condition returns at once. Keep it
// well under the test-runner's per-story timeout (test-runner-jest.config.js).
configure({ asyncUtilTimeout: 10_000 });

/** Parameters `route`, `routePath` and `routeError` configure the story's data router. */
const withRouter: Decorator = (Story, { parameters }) => (
  <StoryRouter Story={Story} {...(parameters as StoryRouterOptions)} />
);

const withTheme: Decorator = (Story) => (
  <MantineProvider
    theme={theme}
    forceColorScheme={colorScheme}
    cssVariablesResolver={cssVariablesResolver}
  >
    <Story />
  </MantineProvider>
);

const preview: Preview = {
  // The first decorator is the innermost: the frame sits inside the router, inside the theme.
  decorators: [withShellFrame, withRouter, withTheme, withDocsFrame],
  // A Docs page for every component and screen (docs/DocsPage.tsx).
  tags: ['autodocs'],
  parameters: {
    docs: { theme: themes.dark, page: DocsPage, codePanel: false },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colours', 'Typography', 'Spacing, radii and breakpoints', 'Icons'],
          'Site',
          'Tools',
          ['tool-kit', '*'],
          'Shared UI',
        ],
      },
    },
    layout: 'fullscreen',
    viewport: { options: viewports },
    backgrounds: { disabled: true },
    // Machines, handlers, services and the clocks and dice stories fix are wiring, not something
    // a designer sets: no control.
    controls: {
      exclude: /^(logic|on[A-Z]\w*|save\w*|load\w*|now|random|\w*Clock)$/,
    },
    a11y: { test: 'error' },
  },
  initialGlobals: {
    viewport: { value: defaultViewport, isRotated: false },
  },
};

export default preview;
