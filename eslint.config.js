import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Import boundaries make the layering real (docs/architecture.md, layout): data flows
 * services → machines (via provide) → screens → app, and components only take props.
 */
const layer = (name) => [`@/${name}`, `@/${name}/*`, `**/${name}/*`, `../${name}`, `../../${name}`];
/**
 * Every promise actor goes through the app's wrapper (see
 * src/machines/shared/fromAbortablePromise.ts).
 */
const abortablePromises = {
  name: 'xstate',
  importNames: ['fromPromise'],
  message:
    "Use fromAbortablePromise from '@/machines/shared/fromAbortablePromise': with xstate's own, an aborted call reaches an actor restarted from its snapshot (React's strict mode) and fails it.",
};
const forbid = (layers, because, paths = [], features = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: layers.flatMap(layer), message: because },
        ...(features.length
          ? [
              {
                group: features,
                message:
                  "A feature's folder imports the shared groups and its own folder only (docs/architecture.md); move what two features share into a shared group.",
              },
            ]
          : []),
      ],
      paths: [abortablePromises, ...paths],
    },
  ],
});

const LAYERS = ['components', 'screens', 'machines', 'services', 'domain'];
/** 'site/blog', 'tools/comment-picker', …: every feature folder of a layer. */
const featureFolders = (layer) =>
  ['site', 'tools'].flatMap((group) => {
    const dir = path.join(import.meta.dirname, 'src', layer, group);
    return existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${group}/${entry.name}`)
      : [];
  });
/** Import patterns of every feature but `own`, in every layer, by alias or by a relative climb. */
const otherFeatures = (own) =>
  [...new Set(LAYERS.flatMap(featureFolders))]
    .filter((feature) => feature !== own)
    .flatMap((feature) => {
      const name = feature.split('/')[1];
      return [
        ...LAYERS.flatMap((l) => [`@/${l}/${feature}`, `@/${l}/${feature}/*`]),
        `../${name}`,
        `../${name}/*`,
        `**/${feature}`,
        `**/${feature}/*`,
      ];
    });

/** The layers' one-way dependencies (docs/architecture.md). */
const layerRules = [
  {
    layer: 'components',
    forbidden: ['machines', 'services', 'screens', 'app', 'build'],
    because:
      'Components are presentational: they take props and callbacks, never machines, services, screens or the app.',
  },
  {
    layer: 'machines',
    forbidden: ['services', 'screens', 'app', 'components', 'build'],
    because: 'Machines are pure: declare actors in setup() and let the app provide the services.',
  },
  {
    layer: 'services',
    forbidden: ['machines', 'screens', 'app', 'components', 'build'],
    because: 'Services are plain TypeScript clients with no UI or machine knowledge.',
  },
  {
    layer: 'domain',
    forbidden: ['machines', 'services', 'screens', 'app', 'components', 'build'],
    because: 'Domain, config and theme are leaves: pure data and functions.',
  },
  {
    layer: 'screens',
    forbidden: ['app', 'services', 'build'],
    because: 'Screens get services through machines the app provides.',
    paths: [
      {
        name: '@xstate/react',
        importNames: ['useMachine', 'useActor', 'useActorRef'],
        message:
          "Screens use useMachine from '@/screens/shared/useMachine', which the Stately inspector sees (docs/development.md, 'Step through a machine').",
      },
      {
        name: 'react-router-dom',
        importNames: ['useSearchParams'],
        message:
          "Screens read the query with useQueryAfterHydration from '@/screens/shared/useQueryAfterHydration': a prerendered page was made without one, and reading it while hydrating is a hydration error.",
      },
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'coverage',
      'test-results',
      'playwright-report',
      'node_modules',
      '.sandbox-data',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**', '.storybook/**', 'tests/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [abortablePromises] }] },
  },
  ...layerRules.flatMap(({ layer, forbidden, because, paths = [] }) => [
    { files: [`src/${layer}/**`], rules: forbid(forbidden, because, paths) },
    // A feature's folder (a site page or a tool, named after its route) sees the shared groups
    // and itself, never another feature.
    ...featureFolders(layer).map((feature) => ({
      files: [`src/${layer}/${feature}/**`],
      rules: forbid(forbidden, because, paths, otherFeatures(feature)),
    })),
  ]),
  {
    files: ['src/config/**', 'src/theme/**'],
    rules: forbid(
      ['machines', 'services', 'screens', 'app', 'components', 'build'],
      'Domain, config and theme are leaves: pure data and functions.',
    ),
  },
  {
    files: ['src/app/**'],
    rules: forbid(['build'], 'The browser app never imports the Node-only build code (src/build).'),
  },
  {
    // The one place that wraps @xstate/react for screens.
    files: ['src/screens/shared/useMachine.ts'],
    rules: forbid(['app', 'services'], 'Screens get services through machines the app provides.'),
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', 'tests/**', 'sandbox/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  ...storybook.configs['flat/recommended'],
);
