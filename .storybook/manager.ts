import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

// The Storybook's own frame in the site's colours: dark, with the brand red as its accent.
addons.setConfig({
  theme: create({
    base: 'dark',
    brandTitle: 'Jordan Vale — components',
    colorSecondary: '#e01716',
  }),
});
