// Sizes of a production build: the initial JS and CSS of `/` (what index.html loads before any route chunk) and each
// route chunk, raw, gzip and brotli. Compressed here with the settings the build's precompress plugin serves
// (gzip 9, brotli 11), so files too small to be precompressed still count.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Raw, gzip and brotli bytes of a file's contents. */
export function compressedSizes(source) {
  return {
    raw: source.length,
    gzip: gzipSync(source, { level: 9 }).length,
    brotli: brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** `assets/…` files index.html loads: the entry script, its modulepreloads and stylesheets. */
export function initialAssets(html) {
  return [...new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]))];
}

/** Chunks a built chunk imports statically (`import … from "./x.js"`, `import "./x.js"`), as `assets/x.js`. */
export function staticImports(code) {
  return [...code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g)].map((m) => `assets/${m[1]}`);
}

/**
 * The dynamic imports of a chunk: the imported chunk (`assets/x.js`), the export it reads (`.then(e => e.GamehallPage)`,
 * which names a chunk whose file name is only a hash) and what Vite preloads with it (`__vite__mapDeps([i, …])`,
 * indexes into the chunk's `__vite__mapDeps` file list), JS and CSS.
 */
export function dynamicImports(code) {
  const list = code.match(/m\.f=\[([^\]]*)\]/)?.[1] ?? '';
  const assets = [...list.matchAll(/["'`]([^"'`]+)["'`]/g)].map((m) => m[1]);
  const found = [];
  for (const m of code.matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)(?:\.then\(\s*([\w$]+)\s*=>\s*\2\.([\w$]+)\s*\))?/g)) {
    const rest = code.slice(m.index + m[0].length, m.index + m[0].length + 400).split(/import\(/)[0];
    const indexes = /^[^;]*?__vite__mapDeps\(\[([\d,]*)\]\)/.exec(rest)?.[1] ?? '';
    found.push({
      chunk: `assets/${m[1]}`,
      exportName: m[3] ?? null,
      preloads: indexes.split(',').filter(Boolean).map((i) => assets[Number(i)]).filter(Boolean),
    });
  }
  return found;
}

/** Every chunk `start` pulls in through static imports, itself included. */
export function staticClosure(start, importsOf) {
  const seen = new Set();
  const pending = [...start];
  while (pending.length) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(importsOf(file) ?? []));
  }
  return seen;
}

const total = (items) =>
  items.reduce((sum, item) => ({ raw: sum.raw + item.raw, gzip: sum.gzip + item.gzip, brotli: sum.brotli + item.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });

export function measureBundle(dist) {
  const files = readdirSync(join(dist, 'assets'))
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => `assets/${name}`);
  const sizes = new Map();
  const imports = new Map();
  const lazy = new Map();
  for (const file of files) {
    const source = readFileSync(join(dist, file));
    sizes.set(file, { file, ...compressedSizes(source) });
    if (!file.endsWith('.js')) continue;
    const code = source.toString('utf8');
    imports.set(file, staticImports(code));
    for (const found of dynamicImports(code)) lazy.set(found.chunk, found);
  }
  const sizeOf = (file) => sizes.get(file) ?? { file, raw: 0, gzip: 0, brotli: 0 };

  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const listed = initialAssets(html);
  // The modulepreloads should already list the entry's static imports; the closure makes sure nothing is missed.
  const initialJs = staticClosure(listed.filter((f) => f.endsWith('.js')), (f) => imports.get(f));
  const initialCss = listed.filter((f) => f.endsWith('.css'));

  // Route chunks are the lazy pages: dynamically imported chunks whose export is a `…Page` component (chunk files
  // are named by hash only). A route's cost on navigation is its chunk plus the statically imported chunks `/` did
  // not load yet, and the CSS Vite preloads with it.
  const routes = [...lazy.values()]
    .filter(({ exportName }) => exportName?.endsWith('Page'))
    .map(({ chunk, exportName, preloads }) => {
      const extra = [...staticClosure([chunk], (f) => imports.get(f))].filter((f) => !initialJs.has(f));
      const css = preloads.filter((f) => f.endsWith('.css') && !initialCss.includes(f));
      return { ...sizeOf(chunk), name: exportName, withImports: total(extra.map(sizeOf)), css: total(css.map(sizeOf)) };
    })
    .sort((a, b) => b.withImports.gzip - a.withImports.gzip);

  return {
    initial: {
      files: [...initialJs, ...initialCss].map(sizeOf),
      js: total([...initialJs].map(sizeOf)),
      css: total(initialCss.map(sizeOf)),
    },
    routes,
    chunks: files
      .filter((f) => f.endsWith('.js') && !initialJs.has(f))
      .map((f) => ({ ...sizeOf(f), name: lazy.get(f)?.exportName ?? null }))
      .sort((a, b) => b.gzip - a.gzip),
    totalJs: total(files.filter((f) => f.endsWith('.js')).map(sizeOf)),
  };
}
