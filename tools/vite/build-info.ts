import type { Plugin } from 'vite';

/**
 * Gives every build an id: exposed to the app as `import.meta.env.VITE_BUILD_ID` and written to
 * `builds/latest.json`, which a running app polls to notice that a newer build is out (SPEC.md 4, build update).
 */
export function buildInfo(id = process.env['BUILD_ID'] ?? new Date().toISOString().replace(/\D/g, '').slice(0, 14)): Plugin {
  return {
    name: 'casino:build-info',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(id) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify({ id }) });
    },
  };
}
