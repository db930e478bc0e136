import type { CustomCodeSnippet } from '@casino/platform-contract';
import { CUSTOM_CODE_ATTRIBUTE } from '../head/custom-code';

export type CustomCodeHtml = { head: string; bodyStart: string; bodyEnd: string };

/**
 * The CMS custom code snippets (SPEC.md 2.8) in the HTML at their places, each script given this response's nonce
 * (the operator's CMS is trusted as the site's own code, as in the browser's `injectCustomCode`) and marked with its
 * snippet's position as the browser marks what it injects. A marker tells the browser they are already in the page,
 * so it does not run them a second time.
 */
export function customCodeHtml(snippets: readonly CustomCodeSnippet[] | undefined, nonce: string): CustomCodeHtml {
  // Not answered in time: the browser injects them once it has them.
  if (!snippets) return { head: '', bodyStart: '', bodyEnd: '' };
  const html: CustomCodeHtml = { head: `<meta ${CUSTOM_CODE_ATTRIBUTE}="rendered">`, bodyStart: '', bodyEnd: '' };
  for (const { isEnabled, position, code } of snippets) {
    if (!isEnabled || !code.trim()) continue;
    const marked = code
      .replace(/<script\b(?![^>]*\bnonce=)/gi, `<script nonce="${nonce}"`)
      .replace(/<script\b/gi, `<script ${CUSTOM_CODE_ATTRIBUTE}="${position}"`);
    html[position] += marked;
  }
  return html;
}
