import { join } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { libTestConfig } from '../../tools/vite/lib-test-config.ts';

const configDir = join(import.meta.dirname, '.storybook');

export default libTestConfig(import.meta.dirname, {
  environment: 'jsdom',
  projects: [
    {
      // Every story runs as a test in headless Chromium, with its play function and an axe check.
      extends: true,
      plugins: [storybookTest({ configDir })],
      // Pre-bundled up front: discovering them mid-run makes Vite reload and the tests fail (TOOLCHAIN.md).
      optimizeDeps: {
        include: [
          'qs',
          'valibot',
          'msw',
          'msw/browser',
          'msw-storybook-addon/csf3',
          '@floating-ui/react',
          '@tanstack/react-virtual',
          '@reduxjs/toolkit',
          'react-redux',
          'react-intl',
          'react-router-dom',
          'react-final-form',
          'final-form',
          'react',
          'react-dom',
          'react-dom/client',
          'react/jsx-runtime',
          'react/jsx-dev-runtime',
        ],
      },
      test: {
        name: 'storybook',
        browser: {
          enabled: true,
          headless: true,
          provider: playwright({
            launchOptions: {
              executablePath: '/usr/bin/chromium',
              args: [
                '--no-sandbox',
                '--disable-gpu',
                '--disable-dev-shm-usage',
                '--disable-background-networking',
                '--disable-component-update',
                '--disable-sync',
                '--no-first-run',
              ],
            },
          }),
          instances: [{ browser: 'chromium' }],
        },
        setupFiles: [join(configDir, 'vitest.setup.ts')],
      },
    },
  ],
});
