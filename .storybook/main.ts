import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';
import { storybookHostPlugin } from './hosting/storybookHostPlugin.ts';

/**
 * The site build's own output (prerendered pages, the host's files, the site's headers) and its
 * refusal to deploy the sandbox: the Storybook is built with the sandbox and stories' fakes.
 */
const SITE_ONLY_PLUGINS = new Set([
  'prerender:pages',
  'static-host',
  'security-headers',
  'deploy-check',
]);

const pluginName = (plugin: PluginOption) =>
  plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : null;

const config: StorybookConfig = {
  // The Introduction and Foundations pages, then every component's and screen's stories.
  stories: ['./pages/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Story-only files (the flat picture in the markdown fixture) at /fixtures/.
  staticDirs: ['../public', { from: './static', to: '/fixtures' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  // The project's Vite config builds the site; the Storybook keeps its modules and aliases but
  // not the site's pages and headers, and ships headers of its own (hosting/storybookHeaders.ts).
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [
      ...(viteConfig.plugins ?? [])
        .flat(Infinity as 1)
        .filter((plugin) => !SITE_ONLY_PLUGINS.has(pluginName(plugin) ?? '')),
      storybookHostPlugin(),
    ],
  }),
};

export default config;
