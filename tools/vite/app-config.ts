import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import { buildInfo } from './build-info.ts';
import { cataloguedDefaultMessages } from './catalogued-default-messages.ts';
import { CSP_NONCE_PLACEHOLDER } from './csp-nonce.ts';
import { intlWarmUp } from './intl-warm-up.ts';
import { lazyPreloads } from './lazy-preloads.ts';
import { precompiledMessages } from './precompiled-messages.ts';
import { precompress } from './precompress.ts';
import { routeChunks } from './route-chunks.ts';

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

/** A feature lib (it exports a feature manifest, `src/lib/<name>-feature.ts`), whose texts load with its pages. */
const isFeatureLib = (lib: string) => existsSync(join(workspaceRoot, 'libs', lib, 'src/lib', `${lib}-feature.ts`));

/**
 * The chunk of a message file: the texts every page shows (the shared libs' and the shell's) in one chunk per locale,
 * each feature's in a chunk of its own per locale, which loads with the feature's page, dialogs or effects. The first
 * page then downloads its own feature's texts, not every feature's (the profile's alone were a third of them).
 */
function messagesChunkName(id: string): string {
  const locale = /([\w-]+)\.json$/.exec(id)?.[1] ?? 'other';
  const lib = /\/libs\/([^/]+)\/src\//.exec(id)?.[1];
  return lib && isFeatureLib(lib) ? `messages-${lib}-${locale}` : `messages-${locale}`;
}

/**
 * react-router publishes its development build under the package's default export conditions; a production build
 * takes the variant without dev warnings (the same code otherwise, so it minifies smaller and runs less).
 */
const reactRouterProduction = (file: string) => join(workspaceRoot, 'node_modules/react-router/dist/production', file);
const productionAliases = [
  { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
];

/**
 * The Vite config both shells share: React, code-split routes, precompressed output and the build manifest. With
 * `serverEntry` (the web shell) `vite build` builds the app twice, as Vite's environment API does (`builder`): the
 * browser's build in dist/apps/<name>, then the server renderer's in dist/apps/<name>-server, outside the folder the
 * web server serves files from. The server build bundles its dependencies (react-router's production build included,
 * through the same aliases), so server and browser run one copy of each with the same code.
 */
export function appConfig(projectDir: string, { port, serverEntry }: { port: number; serverEntry?: string }) {
  const name = basename(projectDir);
  const serverBuild = (mode: string): UserConfig =>
    serverEntry
    ? {
        builder: {},
        ssr: { noExternal: true as const },
        // The bundled React, react-router and RTK read NODE_ENV at run time on a server: the build decides it, as it
        // does for the browser (a production server render runs no development checks).
        define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'production' ? 'production' : 'development') },
        environments: {
          ssr: {
            build: {
              outDir: join(workspaceRoot, 'dist/apps', `${name}-server`),
              emptyOutDir: true,
              ssr: true,
              target: 'node22',
              minify: false,
              rollupOptions: { input: { 'entry-server': join(projectDir, serverEntry) } },
            },
          },
        },
      }
    : {};
  return defineConfig(({ command, mode }) => ({
    ...(command === 'build' ? serverBuild(mode) : {}),
    root: projectDir,
    resolve: { alias: command === 'build' ? productionAliases : [] },
    cacheDir: join(workspaceRoot, 'node_modules/.vite', name),
    plugins: [react(), precompiledMessages(), cataloguedDefaultMessages(workspaceRoot), buildInfo(), intlWarmUp(), routeChunks(), precompress()],
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
          // One chunk per locale for the shared texts and one per feature and locale (see messagesChunkName).
          codeSplitting: { groups: [{ name: messagesChunkName, test: MESSAGE_FILE }] },
        },
      },
    },
  }));
}
