import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const MESSAGES_MODULE = /[/\\](?:libs|apps)[/\\][^/\\]+[/\\]src[/\\].+\.messages\.ts$/;
/** `id: 'x.y', defaultMessage: 'text'` (quotes of either kind, on one line or two); the text is group 3. */
const DESCRIPTOR = /(\bid:\s*(['"])([\w.-]+)\2\s*,)\s*defaultMessage:\s*(?:'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")\s*,?/g;

/** Every message id of the English catalogues (`libs/*\/src/messages/en.json`, `apps/*\/src/messages/en.json`). */
function cataloguedIds(workspaceRoot: string): Set<string> {
  const ids = new Set<string>();
  for (const folder of ['libs', 'apps']) {
    for (const project of readdirSync(join(workspaceRoot, folder))) {
      try {
        const messages = JSON.parse(readFileSync(join(workspaceRoot, folder, project, 'src/messages/en.json'), 'utf8')) as Record<string, string>;
        for (const id of Object.keys(messages)) ids.add(id);
      } catch {
        // A project without messages.
      }
    }
  }
  return ids;
}

/**
 * Drops the `defaultMessage` of every message descriptor in a `*.messages.ts` module whose id the catalogues hold: the
 * site shows the catalogue's text in every locale (precompiled, see precompiledMessages), so the English default is
 * never shown, yet it was shipped in every chunk beside the id (some 5 kB gzip of the first page's JS). A descriptor
 * whose id no catalogue holds keeps its default. The source keeps them for the extraction tooling and the tests.
 */
export function cataloguedDefaultMessages(workspaceRoot: string): Plugin {
  let ids: Set<string> | undefined;
  return {
    name: 'casino:catalogued-default-messages',
    apply: 'build',
    transform(code, id) {
      if (!MESSAGES_MODULE.test(id) || !code.includes('defaultMessage')) return null;
      ids ??= cataloguedIds(workspaceRoot);
      const known = ids;
      return { code: code.replace(DESCRIPTOR, (whole, idPart: string, _quote, messageId: string) => (known.has(messageId) ? idPart : whole)), map: null };
    },
  };
}
