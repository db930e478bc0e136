import type { CustomCodeSnippet } from '@casino/platform-contract';
import { allowScript } from '@casino/ui-kit';

/** Marks the elements the shell injected (useful when debugging a snippet). */
export const CUSTOM_CODE_ATTRIBUTE = 'data-custom-code';

/** Documents already given their snippets: a remount or a refetch must not run them twice. */
const injected = new WeakSet<Document>();

/**
 * Injects the enabled custom code snippets (SPEC.md 2.8) at the end of <head>, the start of <body> or the
 * end of <body>. Parsed as a contextual fragment so their scripts run, as they would in the page's HTML; each script
 * gets the page's CSP nonce, because the operator's CMS is trusted as the site's own code (an inline snippet such as
 * a tag manager's would otherwise be refused, and what it loads is allowed through 'strict-dynamic').
 */
export function injectCustomCode(snippets: readonly CustomCodeSnippet[], doc: Document = document): void {
  if (injected.has(doc)) return;
  injected.add(doc);
  // A server-rendered page already holds them (`customCodeHtml`).
  if (doc.head.querySelector(`meta[${CUSTOM_CODE_ATTRIBUTE}="rendered"]`)) return;
  for (const { isEnabled, position, code } of snippets) {
    if (!isEnabled || !code.trim()) continue;
    const parent = position === 'head' ? doc.head : doc.body;
    const range = doc.createRange();
    range.selectNodeContents(parent);
    const fragment = range.createContextualFragment(code);
    for (const script of fragment.querySelectorAll('script')) allowScript(script, doc);
    const nodes = Array.from(fragment.childNodes);
    for (const node of nodes) if (node instanceof Element) node.setAttribute(CUSTOM_CODE_ATTRIBUTE, position);
    if (position === 'bodyStart') parent.prepend(...nodes);
    else parent.append(...nodes);
  }
}
