/// <reference types="vite/client" />

/**
 * Where the analytics and fraud partners' scripts come from: an operator setting, read at build time, like the
 * sportsbook's address (@casino/routing, embedded-frames). The defaults are the platform's stand-ins on the site's
 * own origin (the web server proxies /platform; the emulator serves them), so a fresh clone and the end-to-end suite
 * load nothing from outside. An operator sets
 *   VITE_GTM_SCRIPT_BASE=https://www.googletagmanager.com
 *   VITE_SEON_AGENT=https://cdn.seonintelligence.com/js/v6/agent.umd.js   (SEON's CDN form of the agent), or
 *   VITE_SEON_AGENT=bundled                                              (the agent bundled in the npm package)
 * and adds the script's origin to the web server's CSP_ALLOWED_ORIGINS (and the origins its tags call). GTM loads
 * only when general info names a container and the visitor consented; SEON only when general info enables it.
 */
const setting = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value.trim().replace(/\/$/, '') : fallback);

/** The base of Google Tag Manager's container script: `{base}/gtm.js?id=GTM-…`. */
export const GTM_SCRIPT_BASE = setting(import.meta.env['VITE_GTM_SCRIPT_BASE'], '/platform/gtm');

/** SEON's agent: the address of its script form, or `bundled` for the agent of @seontechnologies/seon-javascript-sdk. */
export const SEON_AGENT = setting(import.meta.env['VITE_SEON_AGENT'], '/platform/seon/js/v6/agent.umd.js');
