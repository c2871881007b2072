import '../src/theme/styles';
import { MantineProvider } from '@mantine/core';
import type { Decorator, Preview } from '@storybook/react-vite';
import { colorScheme, cssVariablesResolver, theme } from '../src/theme';
import { StoryRouter, type StoryRouterOptions } from './StoryRouter.tsx';
import { defaultViewport, viewports } from './viewports.ts';
import { withSiteFrame } from './withSiteFrame.tsx';

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
  decorators: [withSiteFrame, withRouter, withTheme],
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
