import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { join } from 'node:path';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { HEADLESS_CHROMIUM_ARGS, TEST_CHROMIUM } from '../scripts/chromium.mjs';

/**
 * The Vitest project that runs a lib's stories as tests in headless Chromium (play functions and axe), built on
 * the lib's `.storybook` folder. Use it in a lib's vitest.config.ts:
 * `libTestConfig(import.meta.dirname, { environment: 'jsdom', projects: [storybookTestProject(import.meta.dirname)] })`.
 */
export function storybookTestProject(projectDir: string): TestProjectInlineConfiguration {
  const configDir = join(projectDir, '.storybook');
  return {
    extends: true,
    plugins: [storybookTest({ configDir })],
    // Pre-bundled up front: discovering them mid-run makes Vite reload and the tests fail (TOOLCHAIN.md).
    optimizeDeps: {
      include: [
        'msw',
        'msw/browser',
        'msw-storybook-addon/csf3',
        '@floating-ui/react',
        '@tanstack/react-virtual',
        '@reduxjs/toolkit',
        '@reduxjs/toolkit/query/react',
        'react-redux',
        'react-intl',
        'react-router-dom',
        'react-final-form',
        'final-form',
        'valibot',
        'qs',
        'simple-icons',
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
      ],
    },
    test: {
      // The name addon-vitest looks for (TOOLCHAIN.md).
      name: 'storybook',
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: { executablePath: TEST_CHROMIUM, args: [...HEADLESS_CHROMIUM_ARGS] },
        }),
        instances: [{ browser: 'chromium' }],
      },
      // addon-vitest applies the lib's preview and the addons' annotations (a11y) itself since Storybook 10.3.
      setupFiles: [join(import.meta.dirname, 'storybook-test-setup.ts')],
      // One page for every story file of the lib, as Storybook itself shows them: each story starts from its own
      // store, router, MSW handlers and canvas (the preview's loader and decorator), so nothing a story file leaves
      // reaches the next. A page per file loaded the preview, its libraries and MSW's worker again each time: ui-kit's
      // 43 story files took 141 s that way and 38 s in one page, with the same 159 tests passing.
      isolate: false,
      testTimeout: 30_000,
      // A browser story on a loaded 2-core machine can miss a frame; a second try tells flake from failure.
      retry: 1,
    },
  };
}
