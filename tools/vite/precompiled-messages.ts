import { parse } from '@formatjs/icu-messageformat-parser';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const MESSAGE_FILE = /[/\\](?:libs|apps)[/\\][^/\\]+[/\\]src[/\\]messages[/\\][^/\\]+\.json$/;

/**
 * Precompiles every lib's `src/messages/<locale>.json` to ICU syntax trees at build time and swaps react-intl's
 * runtime parser for its no-parser build: about 8 kB gzip less in the entry, and no parsing on a cheap phone.
 * Every message the site shows comes from these catalogues (a test keeps them complete in every locale).
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'casino:precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    load(id) {
      if (!MESSAGE_FILE.test(id)) return null;
      const messages = JSON.parse(readFileSync(id, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      return JSON.stringify(compiled);
    },
  };
}
