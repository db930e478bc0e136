import { defineConfig, type ViteUserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { basename, join } from 'node:path';

type LibTestOptions = {
  /** `jsdom` for components and hooks, `node` for pure logic and servers. */
  environment: 'jsdom' | 'node';
  /** Extra Vitest projects of this lib (the Storybook story tests, for example). */
  projects?: ViteUserConfig['test'] extends infer T ? (T extends { projects?: infer P } ? P : never) : never;
};

const workspaceRoot = join(import.meta.dirname, '../..');

/**
 * The one Vitest configuration every lib and app shares, so a lib's vitest.config.ts is a single line
 * and all projects test the same way (globals, jsdom matchers, no watch in a terminal run).
 */
export function libTestConfig(projectDir: string, { environment, projects }: LibTestOptions) {
  const name = basename(projectDir);
  const unit = {
    extends: true as const,
    test: {
      name: projects ? `${name}-unit` : name,
      root: projectDir,
      environment,
      globals: true,
      include: ['src/**/*.spec.{ts,tsx}'],
      setupFiles: environment === 'jsdom' ? [join(workspaceRoot, 'tools/vite/jsdom-setup.ts')] : [],
      passWithNoTests: true,
      // As the story tests: a whole page rendered in jsdom took 18.7 s at load 25 (promotions page data), 2 s quiet.
      testTimeout: 30_000,
      // As the story tests: one clean-clone CI run (stop 35) failed one test of this step that no run since failed, one
      // of them with two busy loops holding the CPU; its log kept only the tail, which from now on names every failed
      // test (tools/scripts/test.mjs). A second try tells a loaded machine from a broken behaviour.
      retry: 1,
    },
  };
  return defineConfig({
    root: projectDir,
    cacheDir: join(workspaceRoot, 'node_modules/.vite', name),
    plugins: [react()],
    test: {
      // npm test sums every project's JSON report into its closing "N passed, N failed" line.
      reporters: ['default', 'json'],
      outputFile: { json: join(projectDir, 'tmp/vitest-report.json') },
      ...(projects ? { projects: [unit, ...projects] } : unit.test),
    },
  });
}
