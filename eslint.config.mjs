import nx from '@nx/eslint-plugin';
import storybook from 'eslint-plugin-storybook';

/** Layers of ARCHITECTURE.md: each tag may import only the tags listed for it. */
export const depConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:frame', 'type:feature', 'type:state', 'type:data-access', 'type:ui', 'type:util'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
  // The frame both shells run: it composes the product's features (the one list), so nothing below imports it.
  { sourceTag: 'type:frame', onlyDependOnLibsWithTags: ['type:feature', 'type:state', 'type:data-access', 'type:ui', 'type:util'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:state', 'type:data-access', 'type:ui', 'type:util'] },
  // State with its views that every feature builds on: the store, the player's session, the test harness.
  { sourceTag: 'type:state', onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
  { sourceTag: 'scope:telegram', onlyDependOnLibsWithTags: ['scope:telegram', 'scope:shared'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  // The emulator shares nothing with the site but the payload contract.
  { sourceTag: 'scope:emulator', onlyDependOnLibsWithTags: ['scope:emulator', 'contract:platform'] },
];

export default [
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/storybook-static',
      '**/test-results',
      '**/playwright-report',
      '**/.nx',
      '**/tmp',
      '**/mockServiceWorker.js',
      '**/vite.config.*.timestamp*',
      '**/vitest.config.*.timestamp*',
    ],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  ...nx.configs['flat/react'],
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints,
        },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    // Build and test configs may reach workspace tooling by path; only source code is layered.
    files: ['**/vite.config.ts', '**/vitest.config.ts', '**/playwright.config.ts', '**/.storybook/**', 'vitest.workspace.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.stories.tsx', '**/*.stories.ts', '**/.storybook/*'],
    rules: { 'storybook/no-uninstalled-addons': ['error', { packageJsonLocation: './package.json' }] },
  },
];
