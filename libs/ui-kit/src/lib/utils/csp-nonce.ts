/**
 * The page's Content-Security-Policy nonce, for the scripts the app adds itself (chat widgets, CMS snippets): the
 * build puts a `csp-nonce` meta tag in index.html (Vite's `html.cspNonce`) and the web server stamps each response's
 * nonce on it. Browsers hide a parsed nonce attribute from the DOM, so the `nonce` property is read first, as Vite's
 * own preload helper does. Empty without a meta tag (tests, Storybook).
 */
export function cspNonce(doc: Document = document): string {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || '';
}

/** Gives a script element the page's nonce, so the site's CSP lets it run (the attribute sets the browser's own slot). */
export function allowScript(script: HTMLScriptElement, doc: Document = document): void {
  const nonce = cspNonce(doc);
  if (nonce) script.setAttribute('nonce', nonce);
}
