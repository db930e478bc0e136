import { defineConfig } from 'vitest/config';

/**
 * The root Vitest config. Vitest 4 has no workspace file any more: it reads projects from `test.projects`. This
 * file keeps the name ARCHITECTURE.md uses; `npx vitest --config vitest.workspace.ts` runs every project at once.
 * `npm test` runs the same projects through Nx (`nx run-many -t test`) to use its cache.
 */
export default defineConfig({
  test: {
    projects: ['libs/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
