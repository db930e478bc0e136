/**
 * What the build writes wherever index.html needs the CSP nonce (Vite's `html.cspNonce`): every script, style and
 * preload tag, and the `csp-nonce` meta tag the app reads for the scripts it adds. The web server stamps each
 * response's nonce over it (tools/web-server/index-html.ts).
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';
