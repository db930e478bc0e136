import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes `.br` and `.gz` beside every text asset of the build, so the web server sends precompressed files
 * instead of compressing on each request (or not at all).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'casino:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (!existsSync(outDir)) return; // the build failed: nothing to compress
      for (const file of files(outDir)) {
        // index.html is compressed per response: each one carries its own CSP nonce (tools/web-server/index-html.ts).
        if (!COMPRESSIBLE.test(file) || file === join(outDir, 'index.html')) continue;
        const source = readFileSync(file);
        if (source.length < 512) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}
