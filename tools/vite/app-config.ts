import react from '@vitejs/plugin-react';
import { basename, join } from 'node:path';
import { defineConfig } from 'vite';
import { buildInfo } from './build-info.ts';
import { precompiledMessages } from './precompiled-messages.ts';
import { precompress } from './precompress.ts';

const workspaceRoot = join(import.meta.dirname, '../..');
const platformUrl = process.env['PLATFORM_API_URL'] ?? 'http://127.0.0.1:3100';
const cmsUrl = process.env['CMS_URL'] ?? platformUrl;

/** Same-origin paths that belong to the platform and CMS (SPEC.md 7), proxied in dev and preview alike. */
const proxy = Object.fromEntries([
  ...['/api', '/platform', '/oauth', '/hit', '/robots.txt', '/__emulator'].map((path) => [path, { target: platformUrl }]),
  ['/cms', { target: cmsUrl }],
]);

/** The Vite config both shells share: React, code-split routes, precompressed output and the build manifest. */
export function appConfig(projectDir: string, { port }: { port: number }) {
  const name = basename(projectDir);
  return defineConfig({
    root: projectDir,
    cacheDir: join(workspaceRoot, 'node_modules/.vite', name),
    plugins: [react(), precompiledMessages(), buildInfo(), precompress()],
    server: { port, host: 'localhost', proxy },
    preview: { port, host: 'localhost', proxy },
    build: {
      outDir: join(workspaceRoot, 'dist/apps', name),
      emptyOutDir: true,
      reportCompressedSize: false,
      target: 'es2022',
      modulePreload: { polyfill: false },
    },
  });
}
