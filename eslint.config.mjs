// One lint configuration for the whole repository (run by `npm test`).
import { readdirSync, readFileSync } from 'node:fs';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(new URL('apps/web/app/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const sharedLayers = ['components', 'site', 'content', 'submissions'];

// The content service's layers (apps/cms/layers.json): an import runs down or sideways, never up.
const cmsLayers = JSON.parse(readFileSync(new URL('apps/cms/layers.json', import.meta.url), 'utf8'));
const cmsPaths = (layer) => cmsLayers[layer].map((entry) => `apps/cms/src/${entry}`);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      '**/.strapi/**',
      'apps/cms/types/generated/**',
      'data/**',
      'test-results/**',
      'test-reports/**',
      'audit-reports/**',
      'playwright-report/**',
      'coverage/**',
      '.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // bulletproof-react's cycle check, over the whole repository: a cycle makes the order of module
    // initialisation an accident, and is always a sign that two modules should be one or share a third.
    files: ['**/*.{ts,tsx,mts,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: [
            'tsconfig.json',
            'apps/*/tsconfig.json',
            'apps/cms/src/admin/tsconfig.json',
            'packages/*/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: {
      globals: { ...globals.browser },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      // role="list" on styled lists is deliberate: Safari drops list semantics when list-style is none.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
    },
  },
  {
    // bulletproof-react: shared layers never import features or routes.
    files: sharedLayers.map((layer) => `apps/web/app/${layer}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/features/**', '~/routes/**', '**/features/**', '**/routes/**'],
              message: 'Shared code (components, site, content, submissions) must not depend on features or routes.',
            },
          ],
        },
      ],
    },
  },
  // docs/engineering-habits.md, habit 10: a feature never imports another feature; a route or root.tsx composes them. One block
  // per feature folder, so a new feature is covered without touching this file.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/app/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: webFeatures
                .filter((other) => other !== feature)
                .flatMap((other) => [
                  `~/features/${other}`,
                  `~/features/${other}/**`,
                  `**/features/${other}/**`,
                  `../${other}/**`,
                  `../../${other}/**`,
                ]),
              message: `The ${feature} feature must not import another feature: compose them in a route or root.tsx (docs/engineering-habits.md, habit 10).`,
            },
            { group: ['~/routes/**', '**/routes/**'], message: 'Features must not depend on routes.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/cms/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: cmsPaths('domain'),
              from: cmsPaths('entry'),
              message: 'A domain module must not import routes, controllers or start-up code: they compose it.',
            },
            {
              target: cmsPaths('support'),
              from: [...cmsPaths('entry'), ...cmsPaths('domain')],
              message: 'A support module must not import the modules that use it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
);
