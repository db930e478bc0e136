import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import { buildInfo } from './build-info.ts';
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

/**
 * The libraries every page starts with: React, React Router, Redux Toolkit with RTK Query, react-intl and valibot.
 * Rolldown split them into five chunks by the entry's and the pages' use, which every first page loads all the same,
 * so they are grouped by hand. Not into one chunk, though: react-dom and RTK Query create Error objects as they load
 * (react-dom's suspense and hydration sentinels, RTK Query's "never resolved" error), and with DevTools attached, as
 * Lighthouse is, V8 records each error's stack with line numbers: it re-parses every function on that stack, the
 * whole chunk the outermost frame sits in included. In one 425 kB chunk that was some 250 ms of the entry's
 * evaluation at Lighthouse's 4x CPU (`V8.CollectSourcePositions` in a trace); in three (React, Redux, the rest) the
 * evaluation takes some 130 ms less, for 0.3 kB more gzip. Likewise the app's own start-up modules (what the entry
 * imports statically, Rolldown's `$initial`): left to Rolldown they were some 15 chunks of 0.1 to 5 kB, one per set
 * of lazy pages sharing each, each with its imports and exports.
 */
const APP_MODULE = /\/(?:libs|apps)\//;
/**
 * The platform's and the CMS's clients with what they stand on (the contract's types and schemas, the locale): a
 * start-up chunk of their own, because evaluating them is most of the app's start-up (RTK Query's two APIs, the
 * endpoints the session, the header and the guards use, their reducers). Apart from the rest of the app's code, the
 * page's loader runs each in a task of its own (scriptsAfterPaint). They import no other lib. A page's own endpoints
 * load with the page and its page data (`pageDataOnDemand`): 23 endpoints at start-up instead of 78.
 */
const STARTUP_API = /\/libs\/(?:platform-contract|i18n|api-client|cms-client)\/src\//;
/**
 * The game catalogue's endpoints (games, their pages, free spins, banners, jackpots, tournaments, the CMS finds and
 * image names) in one chunk: almost every page lists games, and loaded with the pages, not at start-up, Rolldown made
 * nine chunks of 0.2 to 1.1 kB of them, each with its imports and exports (2.2 kB gzip as one, 3.7 kB as nine).
 */
const CATALOGUE_API =
  /\/libs\/(?:api-client\/src\/lib\/endpoints\/(?:games|offset-pages|freespins|banners|jackpots|tournaments)|cms-client\/src\/lib\/(?:endpoints\/finds|image-name-mapping)|platform-contract\/src\/lib\/(?:game|bonuses))\.ts$/;
const STARTUP_REACT = /\/node_modules\/(?:react|react-dom|scheduler)\/|\/libs\/app-frame\/src\/lib\/app\/react-dom-client\.ts$/;
const STARTUP_REDUX = /\/node_modules\/(?:@reduxjs\/toolkit|redux|redux-thunk|reselect|immer)\//;
const STARTUP_LIBRARY =
  /\/node_modules\/(?:react-router|react-router-dom|react-redux|use-sync-external-store|react-intl|@formatjs\/[\w-]+|intl-messageformat|valibot|@standard-schema\/utils)\//;

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
              // The web server loads entry-server.js by name (the browser's files are named by hash alone).
              rollupOptions: { input: { 'entry-server': join(projectDir, serverEntry) }, output: { entryFileNames: '[name].js' } },
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
    plugins: [react(), precompiledMessages(), buildInfo(), intlWarmUp(), routeChunks(), precompress()],
    html: { cspNonce: CSP_NONCE_PLACEHOLDER },
    server: { port, host: 'localhost', proxy },
    preview: { port, host: 'localhost', proxy },
    build: {
      outDir: join(workspaceRoot, 'dist/apps', name),
      emptyOutDir: true,
      reportCompressedSize: false,
      // One stylesheet for the whole site (about 19 kB gzip), linked from index.html. A server-rendered page paints
      // when its stylesheets have arrived, and split by chunk `/` linked fifteen (11 kB gzip in all): on a phone's
      // slow 4G fifteen requests take longer than one larger file, and every lazy page's stylesheet list sat in the
      // entry chunk. Lighthouse mobile on `/`: first paint 1.34 s before, 0.97 s after; LCP 1.73 s, 1.17 to 1.48 s.
      cssCodeSplit: false,
      target: 'es2022',
      modulePreload: { polyfill: false, resolveDependencies: lazyPreloads },
      rollupOptions: {
        treeshake: { moduleSideEffects: (id: string) => !DECLARATIVE_LIB_MODULE.test(id) },
        // Files are named by their hash alone: the entry names every lazy page's chunk and CSS, and module names
        // there cost every first load about a kilobyte (gzip) and help no player.
        output: {
          entryFileNames: 'assets/[hash].js',
          chunkFileNames: 'assets/[hash].js',
          assetFileNames: 'assets/[hash][extname]',
          codeSplitting: {
            groups: [
              // One chunk per locale for the shared texts and one per feature and locale (see messagesChunkName).
              { name: messagesChunkName, test: MESSAGE_FILE },
              { name: 'startup-react', test: STARTUP_REACT },
              { name: 'startup-redux', test: STARTUP_REDUX },
              { name: 'startup-libraries', test: STARTUP_LIBRARY },
              { name: 'startup-api', test: STARTUP_API, tags: ['$initial'] },
              { name: 'startup', test: APP_MODULE, tags: ['$initial'] },
              { name: 'catalogue-api', test: CATALOGUE_API },
            ],
          },
        },
      },
    },
  }));
}
