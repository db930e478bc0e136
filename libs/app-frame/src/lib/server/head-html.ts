import { MANAGED_ATTRIBUTE } from '../head/apply-head';
import type { HeadData } from '../head/head-data';
import { escapeHtml } from './serialize';

/**
 * The head of SPEC.md 2.8 as HTML, the same elements `applyHead` writes in the browser and marked the same way, so
 * the browser's first head update replaces them instead of adding a second set. JSON-LD is data, not a script
 * that runs, but carries the nonce too: the CSP of the response is the one rule for every script element.
 */
export function headHtml(head: HeadData, nonce: string): string {
  const mark = `${MANAGED_ATTRIBUTE}=""`;
  const parts: string[] = [];
  for (const { rel, href, hreflang } of head.links) {
    parts.push(`<link ${mark} rel="${rel}" href="${escapeHtml(href)}"${hreflang ? ` hreflang="${escapeHtml(hreflang)}"` : ''}>`);
  }
  for (const { key, value, content } of head.meta) {
    parts.push(`<meta ${mark} ${key}="${escapeHtml(value)}" content="${escapeHtml(content)}">`);
  }
  for (const schema of head.jsonLd) {
    // `<` escaped: a CMS text holding "</script>" cannot end the element.
    parts.push(`<script ${mark} type="application/ld+json" nonce="${nonce}">${JSON.stringify(schema).replace(/</g, '\\u003c')}</script>`);
  }
  return parts.join('');
}

/** index.html with the page's language, title and description, and its head elements before `</head>`. */
export function documentHead(template: string, head: HeadData, nonce: string): string {
  let html = template.replace(/<html\b[^>]*>/, `<html lang="${escapeHtml(head.lang)}" dir="${head.dir}">`);
  if (head.title) html = html.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  if (head.description) {
    html = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(head.description)}" />`);
  }
  // The operator's favicon replaces the build's own.
  if (head.links.some((link) => link.rel === 'icon')) html = html.replace(/<link rel="icon"[^>]*>\s*/g, '');
  return html.replace('</head>', `${headHtml(head, nonce)}</head>`);
}
