import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startWebServer } from './serve.ts';

// `tsx tools/web-server/main.ts --root dist/apps/shell --port 4200`: one built shell behind the same-origin proxies.
const { values } = parseArgs({
  options: {
    root: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: process.env['WEB_HOST'] ?? '127.0.0.1' },
    // PEM files: serve HTTPS with HTTP/2 (the bench measures the site as a production CDN serves it).
    'tls-key': { type: 'string' },
    'tls-cert': { type: 'string' },
  },
});
if (!values.root || !values.port) {
  console.error('usage: tsx tools/web-server/main.ts --root <build folder> --port <port>');
  process.exit(1);
}
const platformUrl = process.env['PLATFORM_API_URL'] ?? 'http://127.0.0.1:3100';
const cmsUrl = process.env['CMS_URL'] ?? platformUrl;
const tls =
  values['tls-key'] && values['tls-cert']
    ? { key: readFileSync(values['tls-key'], 'utf8'), cert: readFileSync(values['tls-cert'], 'utf8') }
    : undefined;
const app = await startWebServer({ root: values.root, port: Number(values.port), host: values.host, platformUrl, cmsUrl, tls });
const scheme = tls ? 'https' : 'http';
console.log(`Serving ${values.root} on ${scheme}://localhost:${values.port} (platform ${platformUrl}, CMS ${cmsUrl})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
