/** Which shell a web server serves: it decides who may frame the site. */
export type Shell = 'web' | 'telegram';

/**
 * Telegram's web clients, which show a mini-app in a frame (web.telegram.org/k and /a, and the older webk and webz
 * hosts). Telegram's desktop and mobile apps use a web view instead of a frame, so they need no entry here.
 */
export const TELEGRAM_WEB_CLIENTS = ['https://web.telegram.org', 'https://webk.telegram.org', 'https://webz.telegram.org'] as const;

/** Where browsers send CSP violation reports (the web server answers it; see csp-report.ts). */
export const CSP_REPORT_PATH = '/csp-report';
/** The Reporting API group named by `report-to` and the `Reporting-Endpoints` header. */
export const CSP_REPORT_GROUP = 'csp';

type Directives = Record<string, readonly string[]>;

/**
 * The operator's one setting, CSP_ALLOWED_ORIGINS: origins of games, payments, the sportsbook, chat, identity
 * verification and analytics, separated by spaces or commas ("https://games.example.com wss://chat.example.com
 * https://*.vendor.com"). Each must be a bare origin (scheme, host with an optional leading `*.`, optional port,
 * no path); anything else is refused at start, so a typo cannot silently open or close the policy.
 */
export function parseAllowedOrigins(setting: string | undefined): string[] {
  const origins = (setting ?? '').split(/[\s,]+/).filter(Boolean);
  for (const origin of origins) {
    if (!/^(?:https?|wss?):\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$/i.test(origin)) {
      throw new Error(`CSP_ALLOWED_ORIGINS: "${origin}" is not an origin (scheme://host[:port], host may start with *.)`);
    }
  }
  return [...new Set(origins.map((origin) => origin.toLowerCase()))];
}

/** Who may show the site in a frame: the site itself, plus Telegram's web clients for the mini-app. */
export const frameAncestors = (shell: Shell): string[] => ["'self'", ...(shell === 'telegram' ? TELEGRAM_WEB_CLIENTS : [])];

export type SitePolicyOptions = { shell: Shell; allowedOrigins: readonly string[]; nonce: string };

/**
 * The policy of everything the site itself serves (index.html, assets, its answers and the data answers it
 * proxies). Scripts: only those carrying this response's nonce, and what they load themselves ('strict-dynamic'),
 * so an injected inline script or event handler never runs, while the app's chunks, the chat vendors' widgets and
 * the CMS snippets (which the app gives the nonce) do. No 'unsafe-eval'. Styles allow inline: vendors' widgets
 * inject style elements, and a style cannot run code. Everything else: the site's own origin plus the operator's
 * allowed origins.
 */
export function sitePolicy({ shell, allowedOrigins, nonce }: SitePolicyOptions): Directives {
  const partners = [...allowedOrigins];
  return {
    'default-src': ["'self'"],
    'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'"],
    'style-src': ["'self'", "'unsafe-inline'", ...partners],
    'img-src': ["'self'", 'data:', 'blob:', ...partners],
    'font-src': ["'self'", 'data:', ...partners],
    'media-src': ["'self'", 'data:', 'blob:', ...partners],
    'connect-src': ["'self'", ...partners],
    'frame-src': ["'self'", ...partners],
    // The Intl warm-up of index.html runs in a worker made from a blob (tools/vite/intl-warm-up.ts).
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'form-action': ["'self'", ...partners],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': frameAncestors(shell),
    'report-uri': [CSP_REPORT_PATH],
    'report-to': [CSP_REPORT_GROUP],
  };
}

/**
 * The policy that is always enforced: no plugins, no foreign <base>, and who may frame the answer. It is the whole
 * policy of the platform's own pages served on the site's origin (/platform: game launch, payment and sportsbook
 * pages; /oauth: the consent page), whose scripts are the platform's business (a real platform sends its own policy,
 * kept beside this one), and it stays enforced beside the report-only site policy during a rollout, because browsers
 * ignore frame-ancestors in a report-only policy and framing must never be let through.
 */
export function baselinePolicy(shell: Shell): Directives {
  return {
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': frameAncestors(shell),
  };
}

/** The header value of a policy: `name value value; name value`. */
export const serializePolicy = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
