import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries make the layering real (brief, "Shape"): data flows
 * services → machines (via provide) → screens → app, and components only take props.
 */
const layer = (name) => [`@/${name}`, `@/${name}/*`, `**/${name}/*`, `../${name}`, `../../${name}`];
/** Every promise actor goes through the app's wrapper (see src/machines/fromAbortablePromise.ts). */
const abortablePromises = {
  name: 'xstate',
  importNames: ['fromPromise'],
  message:
    "Use fromAbortablePromise from '@/machines/fromAbortablePromise': with xstate's own, an aborted call reaches an actor restarted from its snapshot (React's strict mode) and fails it.",
};
const forbid = (layers, because, paths = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [{ group: layers.flatMap(layer), message: because }],
      paths: [abortablePromises, ...paths],
    },
  ],
});

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
  {
    files: ['src/components/**'],
    rules: forbid(
      ['machines', 'services', 'screens', 'app'],
      'Components are presentational: they take props and callbacks, never machines, services, screens or the app.',
    ),
  },
  {
    files: ['src/machines/**'],
    rules: forbid(
      ['services', 'screens', 'app', 'components'],
      'Machines are pure: declare actors in setup() and let the app provide the services.',
    ),
  },
  {
    files: ['src/services/**'],
    rules: forbid(
      ['machines', 'screens', 'app', 'components'],
      'Services are plain TypeScript clients with no UI or machine knowledge.',
    ),
  },
  {
    files: ['src/domain/**', 'src/config/**', 'src/theme/**'],
    rules: forbid(
      ['machines', 'services', 'screens', 'app', 'components'],
      'Domain, config and theme are leaves: pure data and functions.',
    ),
  },
  {
    files: ['src/screens/**'],
    rules: forbid(['app', 'services'], 'Screens get services through machines the app provides.', [
      {
        name: '@xstate/react',
        importNames: ['useMachine', 'useActor', 'useActorRef'],
        message:
          "Screens use useMachine from '@/screens/useMachine', which the Stately inspector sees (README, 'Step through a machine').",
      },
    ]),
  },
  {
    // The one place that wraps @xstate/react for screens.
    files: ['src/screens/useMachine.ts'],
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
