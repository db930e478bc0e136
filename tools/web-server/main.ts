import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseAllowedOrigins, type Shell } from './content-security-policy.ts';
import { DEFAULT_BODY_LIMIT } from './platform-proxy.ts';
import { startWebServer } from './serve.ts';

// `tsx tools/web-server/main.ts --root dist/apps/shell --port 4200`: one built shell behind the same-origin proxies.
const { values } = parseArgs({
  options: {
    root: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: process.env['WEB_HOST'] ?? '127.0.0.1' },
    // web or telegram; without it, a build folder named telegram-shell is the Telegram mini-app.
    shell: { type: 'string' },
    // PEM files: serve HTTPS with HTTP/2 (the bench measures the site as a production CDN serves it).
    'tls-key': { type: 'string' },
    'tls-cert': { type: 'string' },
  },
});
if (!values.root || !values.port) {
  console.error('usage: tsx tools/web-server/main.ts --root <build folder> --port <port> [--shell web|telegram]');
  process.exit(1);
}
const shell = (values.shell ?? (basename(resolve(values.root)) === 'telegram-shell' ? 'telegram' : 'web')) as Shell;
if (shell !== 'web' && shell !== 'telegram') {
  console.error(`--shell must be web or telegram, got "${String(values.shell)}"`);
  process.exit(1);
}

/** WEB_TRUST_PROXY: "true", or the comma-separated addresses/CIDRs of the load balancer in front (Fastify's trustProxy). */
function trustProxy(setting: string | undefined) {
  if (!setting || setting === 'false') return false;
  return setting === 'true' ? true : setting;
}

const platformUrl = process.env['PLATFORM_API_URL'] ?? 'http://127.0.0.1:3100';
const cmsUrl = process.env['CMS_URL'] ?? platformUrl;
const allowedOrigins = parseAllowedOrigins(process.env['CSP_ALLOWED_ORIGINS']);
const reportOnly = ['1', 'true'].includes((process.env['CSP_REPORT_ONLY'] ?? '').toLowerCase());
const bodyLimit = Number(process.env['WEB_BODY_LIMIT'] ?? DEFAULT_BODY_LIMIT);
if (!Number.isInteger(bodyLimit) || bodyLimit <= 0) {
  console.error(`WEB_BODY_LIMIT must be a positive number of bytes, got "${process.env['WEB_BODY_LIMIT']}"`);
  process.exit(1);
}
const tls =
  values['tls-key'] && values['tls-cert']
    ? { key: readFileSync(values['tls-key'], 'utf8'), cert: readFileSync(values['tls-cert'], 'utf8') }
    : undefined;
const app = await startWebServer({
  root: values.root,
  shell,
  port: Number(values.port),
  host: values.host,
  platformUrl,
  cmsUrl,
  allowedOrigins,
  reportOnly,
  bodyLimit,
  trustProxy: trustProxy(process.env['WEB_TRUST_PROXY']),
  tls,
  renderBudgetMs: process.env['WEB_RENDER_BUDGET_MS'] ? Number(process.env['WEB_RENDER_BUDGET_MS']) : undefined,
});
const scheme = tls ? 'https' : 'http';
console.log(
  `Serving ${values.root} (${shell} shell) on ${scheme}://localhost:${values.port} (platform ${platformUrl}, CMS ${cmsUrl}; ` +
    `CSP ${reportOnly ? 'report-only' : 'enforced'}, allowed origins: ${allowedOrigins.join(' ') || 'the site only'})`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
