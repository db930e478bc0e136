// Initial JS and CSS of `/` (what index.html loads before any route chunk) and every chunk, raw, gzip and brotli.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const size = (file) => (existsSync(file) ? statSync(file).size : null);

function sizes(dist, path) {
  const file = join(dist, path);
  return { file: path, raw: size(file), gzip: size(`${file}.gz`) ?? size(file), brotli: size(`${file}.br`) ?? size(file) };
}

export function measureBundle(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const initial = [...new Set(refs)].map((path) => sizes(dist, path));
  const sum = (items, ext, key) => items.filter((i) => i.file.endsWith(ext)).reduce((total, i) => total + i[key], 0);
  const chunks = readdirSync(join(dist, 'assets'))
    .filter((file) => file.endsWith('.js') && !refs.includes(`assets/${file}`))
    .map((file) => sizes(dist, `assets/${file}`))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    initial: {
      files: initial,
      js: { raw: sum(initial, '.js', 'raw'), gzip: sum(initial, '.js', 'gzip'), brotli: sum(initial, '.js', 'brotli') },
      css: { raw: sum(initial, '.css', 'raw'), gzip: sum(initial, '.css', 'gzip'), brotli: sum(initial, '.css', 'brotli') },
    },
    chunks,
  };
}
