import type { Plugin } from 'vite';

type BundleChunk = { type: 'chunk'; isEntry: boolean; imports: string[] } | { type: 'asset' };

/** The files an entry loads statically, followed through their static imports: what the page's HTML preloads. */
export function initialFiles(bundle: Record<string, BundleChunk>): Set<string> {
  const initial = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (initial.has(fileName) || chunk?.type !== 'chunk') return;
    initial.add(fileName);
    chunk.imports.forEach(visit);
  };
  for (const [fileName, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(fileName);
  return initial;
}

/**
 * Every lazy page lists the chunks it needs so they load in parallel; the ones every page loaded at startup need
 * no place in those lists, which otherwise ride in the entry chunk. The plugin learns the startup files before
 * Vite writes the lists (`order: 'pre'`), and `resolveDependencies` leaves them out.
 */
type ResolveDependencies = (file: string, deps: string[], context: { hostType: 'html' | 'js' }) => string[];

export function skipInitialPreloads(): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  let initial = new Set<string>();
  return {
    plugin: {
      name: 'casino:initial-chunks',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          initial = initialFiles(bundle as unknown as Record<string, BundleChunk>);
        },
      },
    },
    // The page's HTML keeps its modulepreload links: they are how the startup files load in parallel.
    resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => !initial.has(dep))),
  };
}
