import type { Plugin, Rollup } from 'vite';

/** Where the browser build lists each route's page chunks (read by the web server; never served). */
export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json';

/** What a route's page needs beyond the entry: its JS chunks (the page's and what it imports) and their CSS. */
export type RouteChunks = Record<string, { js: string[]; css: string[] }>;

/** The key of what every page needs: the CSS of the layouts' lazy parts (no JS: their code loads after the page's). */
export const EVERY_PAGE = '*';

/** A feature manifest's lazy page: `'jackpots.item': () => import('./jackpots/jackpot-page')`. */
const LAZY_PAGE = /['"]?([\w.-]+)['"]?\s*:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** A layout's lazy part, such as the footer: `lazy(() => import('./footer')…)` in a shell's `src/layouts/`. */
const LAZY_PART = /\blazy\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;
const LAYOUT_FILE = /\/apps\/[^/]+\/src\/layouts\/[^?]+\.tsx?$/;

/**
 * Lists, per route name, the chunks of its lazy page in the browser build, so a server-rendered page can
 * `modulepreload` them from its head: the browser then fetches the page's code beside the entry instead of after it
 * (a waterfall of entry → page chunk → its imports). The route names and modules come from the feature manifests'
 * `pages` (the one place a route meets its page), the files from Rollup's own bundle. Under `EVERY_PAGE` it lists the
 * stylesheets of the layouts' lazy parts: the server renders them (it waits for lazy components), so the HTML shows
 * them, and without their CSS they would stand unstyled until their chunk arrived (or for good, without scripts).
 */
export function routeChunks(): Plugin {
  const pages = new Map<string, string>();
  const layoutParts = new Set<string>();
  return {
    name: 'casino:route-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async transform(code, id) {
      if (!/\/(?:libs|apps)\/[^?]+\.tsx?$/.test(id) || !code.includes('import(')) return null;
      for (const [, route, specifier] of code.matchAll(LAZY_PAGE)) {
        const resolved = route && specifier ? await this.resolve(specifier, id) : null;
        if (resolved && route) pages.set(route, resolved.id);
      }
      if (LAYOUT_FILE.test(id)) {
        for (const [, specifier] of code.matchAll(LAZY_PART)) {
          const resolved = specifier ? await this.resolve(specifier, id) : null;
          if (resolved) layoutParts.add(resolved.id);
        }
      }
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
      const byModule = new Map(chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[chunk.facadeModuleId, chunk] as const] : [])));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** A chunk's files and those of every chunk it imports, but the entry's (index.html links those already). */
      const filesOf = (modules: Iterable<string>) => {
        const js = new Set<string>();
        const css = new Set<string>();
        const visit = (chunk: Rollup.OutputChunk) => {
          if (chunk.isEntry || js.has(chunk.fileName)) return;
          js.add(chunk.fileName);
          for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
          for (const file of chunk.imports) {
            const imported = byFile.get(file);
            if (imported) visit(imported);
          }
        };
        for (const id of modules) {
          const chunk = byModule.get(id);
          if (chunk) visit(chunk);
        }
        return { js: [...js], css: [...css] };
      };
      const routes: RouteChunks = {};
      for (const [route, id] of pages) if (byModule.has(id)) routes[route] = filesOf([id]);
      routes[EVERY_PAGE] = { js: [], css: filesOf(layoutParts).css };
      this.emitFile({ type: 'asset', fileName: ROUTE_CHUNKS_FILE, source: JSON.stringify(routes) });
    },
  };
}
