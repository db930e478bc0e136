import react from '@vitejs/plugin-react';
import { basename, join } from 'node:path';
import { defineConfig } from 'vite';
import { buildInfo } from './build-info.ts';
import { CSP_NONCE_PLACEHOLDER } from './csp-nonce.ts';
import { intlWarmUp } from './intl-warm-up.ts';
import { lazyPreloads } from './lazy-preloads.ts';
import { precompiledMessages } from './precompiled-messages.ts';
import { precompress } from './precompress.ts';

const workspaceRoot = join(import.meta.dirname, '../..');
const platformUrl = process.env['PLATFORM_API_URL'] ?? 'http://127.0.0.1:3100';
const cmsUrl = process.env['CMS_URL'] ?? platformUrl;

/**
 * Same-origin paths that belong to the platform and CMS (SPEC.md 7), proxied in dev and preview alike. Never the
 * emulator's development routes (/__emulator): those answer on the emulator's own loopback address only.
 */
const proxy = Object.fromEntries([
  ...['/api', '/platform', '/oauth', '/hit', '/robots.txt'].map((path) => [path, { target: platformUrl }]),
  ['/cms', { target: cmsUrl }],
]);

/**
 * The libraries' modules only declare things, so importing a barrel must not pull every module behind it into the
 * entry chunk: what a lazy page alone uses loads with that page. That holds for the api and CMS clients too: an
 * endpoint file injects its endpoints into the api when evaluated, and it is evaluated before any of its hooks or
 * endpoint objects can be used, so the cashier's endpoints, say, load and inject with the cashier's chunk, and the
 * first page neither downloads nor evaluates them.
 */
const DECLARATIVE_LIB_MODULE = /\/libs\/[^/]+\/src\/.+\.tsx?$/;

const MESSAGE_FILE = /\/src\/(?:lib\/)?messages\/[\w-]+\.json$/;
const messagesChunkName = (id: string) => `messages-${/([\w-]+)\.json$/.exec(id)?.[1] ?? 'other'}`;

/**
 * react-router publishes its development build under the package's default export conditions; a production build
 * takes the variant without dev warnings (the same code otherwise, so it minifies smaller and runs less).
 */
const reactRouterProduction = (file: string) => join(workspaceRoot, 'node_modules/react-router/dist/production', file);
const productionAliases = [
  { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
];

/** The Vite config both shells share: React, code-split routes, precompressed output and the build manifest. */
export function appConfig(projectDir: string, { port }: { port: number }) {
  const name = basename(projectDir);
  return defineConfig(({ command }) => ({
    root: projectDir,
    resolve: { alias: command === 'build' ? productionAliases : [] },
    cacheDir: join(workspaceRoot, 'node_modules/.vite', name),
    plugins: [react(), precompiledMessages(), buildInfo(), intlWarmUp(), precompress()],
    html: { cspNonce: CSP_NONCE_PLACEHOLDER },
    server: { port, host: 'localhost', proxy },
    preview: { port, host: 'localhost', proxy },
    build: {
      outDir: join(workspaceRoot, 'dist/apps', name),
      emptyOutDir: true,
      reportCompressedSize: false,
      target: 'es2022',
      modulePreload: { polyfill: false, resolveDependencies: lazyPreloads },
      rollupOptions: {
        treeshake: { moduleSideEffects: (id: string) => !DECLARATIVE_LIB_MODULE.test(id) },
        // Chunks are named by their hash alone: the entry names every lazy page's chunk and CSS, and module names
        // there cost every first load about a kilobyte (gzip) and help no player.
        output: {
          chunkFileNames: 'assets/[hash].js',
          // Every lib's messages of one locale in one chunk: the first page asks for one file instead of a dozen.
          codeSplitting: { groups: [{ name: messagesChunkName, test: MESSAGE_FILE }] },
        },
      },
    },
  }));
}
