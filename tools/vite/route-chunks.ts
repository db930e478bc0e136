import type { Plugin, Rollup } from 'vite';

/** Where the browser build lists each route's page chunks (read by the web server; never served). */
export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json';

/** Per route name, the JS chunks its page needs beyond the entry: the page's own and what it imports. */
export type RouteChunks = Record<string, string[]>;

/** A feature manifest's lazy page: `'jackpots.item': () => import('./jackpots/jackpot-page')`. */
const LAZY_PAGE = /['"]?([\w.-]+)['"]?\s*:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;

/**
 * Lists, per route name, the chunks of its lazy page in the browser build, so a server-rendered page can
 * `modulepreload` them from its head: the browser then fetches the page's code beside the entry instead of after it
 * (a waterfall of entry → page chunk → its imports). The route names and modules come from the feature manifests'
 * `pages` (the one place a route meets its page), the files from Rollup's own bundle. (Stylesheets need no list: the
 * site has one, linked from index.html.)
 */
export function routeChunks(): Plugin {
  const pages = new Map<string, string>();
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
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
      const byModule = new Map(chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[chunk.facadeModuleId, chunk] as const] : [])));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** A chunk's files and those of every chunk it imports, but the entry's (index.html links those already). */
      const filesOf = (id: string) => {
        const js = new Set<string>();
        const visit = (chunk: Rollup.OutputChunk) => {
          if (chunk.isEntry || js.has(chunk.fileName)) return;
          js.add(chunk.fileName);
          for (const file of chunk.imports) {
            const imported = byFile.get(file);
            if (imported) visit(imported);
          }
        };
        const chunk = byModule.get(id);
        if (chunk) visit(chunk);
        return [...js];
      };
      const routes: RouteChunks = {};
      for (const [route, id] of pages) if (byModule.has(id)) routes[route] = filesOf(id);
      this.emitFile({ type: 'asset', fileName: ROUTE_CHUNKS_FILE, source: JSON.stringify(routes) });
    },
  };
}
