import type { StorybookConfig } from '@storybook/react-vite';
import { join } from 'node:path';

/**
 * The Storybook main config every lib shares. A lib's `.storybook/main.ts` is one call:
 * `export default createMainConfig()` (stories in the lib's `src/`), which keeps all libs on the same
 * addons, static files (the MSW worker) and settings. `staticDirs` are a lib's own, served beside the shared ones.
 */
export function createMainConfig({ staticDirs = [], ...overrides }: Partial<StorybookConfig> & { staticDirs?: string[] } = {}): StorybookConfig {
  return {
    // Relative to the lib's .storybook folder.
    stories: ['../src/**/*.stories.@(ts|tsx)'],
    addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
    framework: { name: '@storybook/react-vite', options: {} },
    // mockServiceWorker.js for MSW (`npx msw init .storybook/public --no-save` refreshes it).
    staticDirs: [join(import.meta.dirname, 'public'), ...staticDirs],
    core: { disableTelemetry: true },
    typescript: { reactDocgen: false },
    ...overrides,
  };
}
