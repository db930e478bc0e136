#!/usr/bin/env node
// Workspace generator for a new library: `npm run gen:lib -- <name> --type <type> --scope <scope> --description "..."`.
// Every lib gets its tags, README, public entry point, configs and a first test, so no lib starts untagged
// or untested (ARCHITECTURE.md, Conventions).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { LOCALES } from './locales.mjs';

export const TYPES = ['app', 'feature', 'data-access', 'ui', 'util', 'e2e'];
export const SCOPES = ['shared', 'web', 'telegram', 'emulator'];

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

export function generateLib({ name, type, scope, description, workspaceRoot = root }) {
  if (!/^[a-z][a-z0-9-]*$/.test(name ?? '')) throw new Error(`lib name must be kebab-case, got "${name}"`);
  if (!TYPES.includes(type)) throw new Error(`--type is required: one of ${TYPES.join(', ')}`);
  if (!SCOPES.includes(scope)) throw new Error(`--scope is required: one of ${SCOPES.join(', ')}`);
  if (!description) throw new Error('--description is required: one paragraph saying what the lib owns');
  const dir = join(workspaceRoot, 'libs', name);
  if (existsSync(dir)) throw new Error(`libs/${name} exists already`);
  const withDom = type === 'feature' || type === 'ui';
  // A feature comes with its manifest (ARCHITECTURE.md): the one object the product's feature list takes.
  const feature = type === 'feature' ? `${name.replace(/-([a-z0-9])/g, (_, char) => char.toUpperCase())}Feature` : null;

  const files = {
    'package.json': JSON.stringify(
      {
        name: `@casino/${name}`,
        version: '0.0.0',
        private: true,
        type: 'module',
        exports: { '.': './src/index.ts' },
        nx: {
          name,
          tags: [`type:${type}`, `scope:${scope}`],
          targets: { typecheck: { command: 'node ../../node_modules/typescript-7/bin/tsc -p tsconfig.json', options: { cwd: '{projectRoot}' } } },
        },
      },
      null,
      2,
    ),
    'tsconfig.json': JSON.stringify(
      {
        extends: '../../tsconfig.base.json',
        compilerOptions: { types: withDom ? ['node', 'vite/client', 'vitest/globals', '@testing-library/jest-dom'] : ['node', 'vitest/globals'] },
        include: ['src/**/*.ts', 'src/**/*.tsx', 'src/**/*.json'],
      },
      null,
      2,
    ),
    'vitest.config.ts': [
      "import { libTestConfig } from '../../tools/vite/lib-test-config.ts';",
      '',
      `export default libTestConfig(import.meta.dirname, { environment: '${withDom ? 'jsdom' : 'node'}' });`,
    ].join('\n'),
    'README.md': `# @casino/${name}\n\n${description}\n\nTags: \`type:${type}\`, \`scope:${scope}\`. Public API: \`src/index.ts\` only.\n`,
    'src/index.ts': feature
      ? `// Public API of @casino/${name}. Export only what other projects may use.\n\n// What ${name} adds to the site, for the product's feature list\nexport { ${feature} } from './lib/${name}-feature';\n`
      : `// Public API of @casino/${name}. Export only what other projects may use.\nexport {};\n`,
    'src/index.spec.ts': [
      "import * as api from './index';",
      '',
      `describe('@casino/${name} public API', () => {`,
      "  it('exposes exactly the names other projects may use', () => {",
      `    expect(Object.keys(api).sort()).toEqual([${feature ? `'${feature}'` : ''}]);`,
      '  });',
      '});',
    ].join('\n'),
    ...(feature ? featureFiles(name, feature, description) : {}),
  };
  for (const [file, text] of Object.entries(files)) {
    const target = join(dir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text.endsWith('\n') ? text : `${text}\n`);
  }

  const tsconfigPath = join(workspaceRoot, 'tsconfig.base.json');
  const tsconfig = JSON.parse(readFileSync(tsconfigPath, 'utf8'));
  tsconfig.compilerOptions.paths[`@casino/${name}`] = [`./libs/${name}/src/index.ts`];
  tsconfig.compilerOptions.paths = Object.fromEntries(Object.entries(tsconfig.compilerOptions.paths).sort());
  writeFileSync(tsconfigPath, `${JSON.stringify(tsconfig, null, 2)}\n`);
  return dir;
}

/** A feature's manifest (no pages yet) and its messages in every locale. */
function featureFiles(name, feature, description) {
  return {
    [`src/lib/${name}-feature.ts`]: [
      '/// <reference types="vite/client" />',
      "import { defineCatalogue } from '@casino/i18n';",
      "import type { Feature } from '@casino/ui-kit';",
      '',
      `/** ${description} Add it to app-frame's PRODUCT_FEATURES to put it on the site. */`,
      `export const ${feature}: Feature = {`,
      `  name: '${name}',`,
      '  pages: {},',
      "  messages: defineCatalogue(import.meta.glob('../messages/*.json', { import: 'default' })),",
      '};',
    ].join('\n'),
    ...Object.fromEntries(LOCALES.map((locale) => [`src/messages/${locale}.json`, '{}'])),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { type: { type: 'string' }, scope: { type: 'string' }, description: { type: 'string' } },
  });
  try {
    const dir = generateLib({ name: positionals[0], ...values });
    console.log(`created ${dir}; run npm install once so the workspace link @casino/${positionals[0]} exists`);
  } catch (error) {
    console.error(`gen:lib: ${error.message}`);
    process.exit(1);
  }
}
