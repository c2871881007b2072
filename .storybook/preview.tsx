import '../src/theme/styles';
import { MantineProvider } from '@mantine/core';
import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { colorScheme, cssVariablesResolver, theme } from '../src/theme';
import { StoryRouter, type StoryRouterOptions } from './StoryRouter.tsx';
import { defaultViewport, viewports } from './viewports.ts';
import { withShellFrame } from './withShellFrame.tsx';

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
  decorators: [withShellFrame, withRouter, withTheme],
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    backgrounds: { disabled: true },
    controls: { matchers: { color: /(background|color)$/i } },
    a11y: { test: 'error' },
  },
  initialGlobals: {
    viewport: { value: defaultViewport, isRotated: false },
  },
};

export default preview;
