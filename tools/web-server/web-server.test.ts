import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import { CSP_NONCE_PLACEHOLDER } from '../vite/csp-nonce.ts';
import { parseAllowedOrigins } from './content-security-policy.ts';
import { buildWebServer, type WebServerOptions } from './serve.ts';

// The web server against a stand-in platform that records what reaches it, and a build folder shaped like Vite's.

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer };
const seen: Seen[] = [];
let upstream: Server;
let upstreamUrl = '';
let dist = '';

const PAGES: Record<string, { type: string; body: string; headers?: Record<string, string> }> = {
  '/platform/game/demo': { type: 'text/html', body: '<script>spin()</script>' },
  '/platform/own-policy': { type: 'text/html', body: '<p>pay</p>', headers: { 'content-security-policy': "script-src 'self'" } },
  '/platform/images/x.png': { type: 'image/png', body: 'png', headers: { 'cache-control': 'public, max-age=86400' } },
  '/__emulator/outbox': { type: 'application/json', body: '{"items":[{"code":"123456"}]}' },
};

before(async () => {
  upstream = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const page = PAGES[(req.url ?? '').split('?')[0] ?? ''];
      if (page) {
        res.writeHead(200, { 'content-type': page.type, ...page.headers });
        res.end(page.body);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'sid=1; HttpOnly' });
      res.end(JSON.stringify({ data: { ok: true, bytes: Buffer.concat(chunks).length } }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

  dist = mkdtempSync(join(tmpdir(), 'web-server-test-'));
  mkdirSync(join(dist, 'assets'));
  const nonce = `nonce="${CSP_NONCE_PLACEHOLDER}"`;
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head><meta property="csp-nonce" ${nonce}>` +
      `<script type="module" crossorigin src="/assets/index-abc.js" ${nonce}></script>` +
      `<link rel="modulepreload" crossorigin href="/assets/chunk-def.js" ${nonce}>` +
      `<link rel="stylesheet" crossorigin href="/assets/index-ghi.css" ${nonce}>` +
      `<script ${nonce}>new Worker(URL.createObjectURL(new Blob([''])))</script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dist, 'assets/index-abc.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});

after(() => {
  upstream.close();
  rmSync(dist, { recursive: true, force: true });
});

/** What the servers logged (CSP reports, refused writes), one parsed JSON line each. */
const logged: Array<Record<string, unknown>> = [];
const logStream = { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) };

const server = (options: Partial<WebServerOptions> = {}) =>
  buildWebServer({ root: dist, shell: 'web', platformUrl: upstreamUrl, cmsUrl: upstreamUrl, logStream, ...options });

/** The directives of a policy header, by name. */
function directives(policy: string | string[] | number | undefined): Record<string, string[]> {
  assert.equal(typeof policy, 'string', `one policy expected, got ${JSON.stringify(policy)}`);
  return Object.fromEntries(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );
}

const SITE = 'http://localhost:4200';
const multipart = (fields: Record<string, string>) => {
  const boundary = 'test-boundary';
  const body = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  return { payload: `${body}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

describe('security headers', () => {
  test('every kind of answer carries them: the app shell, an asset, a 404, a proxied API answer and a refusal', async () => {
    const app = await server();
    const answers = await Promise.all([
      app.inject({ url: '/', headers: { host: 'localhost:4200' } }),
      app.inject({ url: '/cashier/withdraw' }),
      app.inject({ url: '/assets/index-abc.js' }),
      app.inject({ url: '/missing.png' }),
      app.inject({ url: '/api/account.getInfo?v=2.32' }),
      app.inject({ method: 'POST', url: '/api/auth.login', headers: { origin: 'http://localhost:8999' } }),
    ]);
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      [200, 200, 200, 404, 200, 403],
    );
    for (const answer of answers) {
      assert.equal(answer.headers['x-content-type-options'], 'nosniff', answer.raw.req.url);
      assert.equal(answer.headers['referrer-policy'], 'strict-origin-when-cross-origin');
      assert.equal(answer.headers['x-frame-options'], 'SAMEORIGIN');
      assert.match(String(answer.headers['permissions-policy']), /geolocation=\(\).*camera=\(self\)/);
      const policy = directives(answer.headers['content-security-policy']);
      assert.deepEqual(policy['script-src']?.slice(1), ["'strict-dynamic'"]);
      assert.match(policy['script-src']?.[0] ?? '', /^'nonce-[A-Za-z0-9+/]{22}==' *$/);
      assert.deepEqual(policy['object-src'], ["'none'"]);
      assert.deepEqual(policy['base-uri'], ["'self'"]);
      assert.deepEqual(policy['frame-ancestors'], ["'self'"]);
      assert.equal(answer.headers['strict-transport-security'], undefined, 'no HSTS over plain HTTP');
    }
    await app.close();
  });

  test('the Telegram shell may be framed by Telegram web clients only, and sends no X-Frame-Options it could not keep', async () => {
    const app = await server({ shell: 'telegram' });
    const answer = await app.inject({ url: '/' });
    assert.deepEqual(directives(answer.headers['content-security-policy'])['frame-ancestors'], [
      "'self'",
      'https://web.telegram.org',
      'https://webk.telegram.org',
      'https://webz.telegram.org',
    ]);
    assert.equal(answer.headers['x-frame-options'], undefined);
    await app.close();
  });

  test('no unsafe-inline or unsafe-eval for scripts; the operator origins open frames, connections and images only', async () => {
    const app = await server({ allowedOrigins: parseAllowedOrigins('https://games.example.com, wss://chat.example.com https://*.kyc.example') });
    const policy = directives((await app.inject({ url: '/' })).headers['content-security-policy']);
    assert.ok(!policy['script-src']?.some((value) => value.includes('unsafe')), policy['script-src']?.join(' '));
    for (const name of ['frame-src', 'connect-src', 'img-src']) {
      assert.deepEqual(policy[name]?.filter((value) => value.includes('example')), ['https://games.example.com', 'wss://chat.example.com', 'https://*.kyc.example'], name);
    }
    assert.deepEqual(policy['worker-src'], ["'self'", 'blob:']);
    await app.close();
  });

  test('a setting that is not a list of origins is refused at start', () => {
    assert.throws(() => parseAllowedOrigins('https://games.example.com/path'), /not an origin/);
    assert.throws(() => parseAllowedOrigins("'unsafe-inline'"), /not an origin/);
    assert.throws(() => parseAllowedOrigins('*'), /not an origin/);
    assert.deepEqual(parseAllowedOrigins(undefined), []);
  });

  test("the platform's own pages keep their scripts: framing, plugins and <base> are still the site's to decide", async () => {
    const app = await server();
    const game = await app.inject({ url: '/platform/game/demo' });
    assert.deepEqual(directives(game.headers['content-security-policy']), {
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'frame-ancestors': ["'self'"],
    });
    assert.equal(game.headers['x-frame-options'], 'SAMEORIGIN');
    // A policy the platform sends for its page stays, with the site's beside it: the browser enforces both.
    const own = await app.inject({ url: '/platform/own-policy' });
    assert.deepEqual(own.headers['content-security-policy'], ["script-src 'self'", "object-src 'none'; base-uri 'self'; frame-ancestors 'self'"]);
    await app.close();
  });

  test('HSTS only when the request came over TLS (here told by a trusted load balancer)', async () => {
    const app = await server({ trustProxy: true });
    const overTls = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(overTls.headers['strict-transport-security'], 'max-age=31536000');
    assert.equal((await app.inject({ url: '/' })).headers['strict-transport-security'], undefined);
    await app.close();
  });
});

describe('the CSP nonce of index.html', () => {
  test('is new for every response, is the header one, and is on the meta tag and every script and link tag', async () => {
    const app = await server();
    const nonces = new Set<string>();
    for (const url of ['/', '/', '/pl/gamehall', '/index.html']) {
      const answer = await app.inject({ url });
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1] ?? '';
      nonces.add(nonce);
      const tags = answer.body.match(/<(?:script|link|meta)\b[^>]*>/g) ?? [];
      assert.equal(tags.length, 5);
      for (const tag of tags) assert.ok(tag.includes(`nonce="${nonce}"`), `${tag} lacks nonce ${nonce}`);
      assert.ok(!answer.body.includes(CSP_NONCE_PLACEHOLDER));
      assert.equal(answer.headers['cache-control'], 'no-cache');
      assert.equal(answer.headers['etag'], undefined, 'a revalidated copy would carry an old nonce');
      assert.equal(answer.headers['last-modified'], undefined);
    }
    assert.equal(nonces.size, 4);
    await app.close();
  });

  test('is compressed per response for clients that accept it, and never served from the precompressed files', async () => {
    const app = await server();
    const answer = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(answer.headers['content-encoding'], 'br');
    const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
    assert.ok(brotliDecompressSync(answer.rawPayload).toString().includes(`nonce="${nonce}"`));
    assert.equal((await app.inject({ url: '/index.html.br' })).statusCode, 404);
    await app.close();
  });
});

describe('report-only rollout', () => {
  test('CSP_REPORT_ONLY reports the site policy instead of enforcing it; framing stays enforced', async () => {
    const app = await server({ reportOnly: true });
    const answer = await app.inject({ url: '/' });
    const reported = directives(answer.headers['content-security-policy-report-only']);
    assert.match(reported['script-src']?.[0] ?? '', /^'nonce-/);
    assert.deepEqual(reported['report-uri'], ['/csp-report']);
    assert.deepEqual(reported['report-to'], ['csp']);
    assert.equal(answer.headers['reporting-endpoints'], 'csp="/csp-report"');
    assert.deepEqual(directives(answer.headers['content-security-policy']), {
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'frame-ancestors': ["'self'"],
    });
    await app.close();
  });

  test('the report endpoint takes both report formats and answers 204; junk is not an error', async () => {
    const app = await server();
    const report = { 'csp-report': { 'document-uri': `${SITE}/`, 'violated-directive': 'script-src-elem', 'blocked-uri': 'inline' } };
    const posts = [
      { type: 'application/csp-report', payload: JSON.stringify(report) },
      { type: 'application/reports+json', payload: JSON.stringify([{ type: 'csp-violation', body: {} }]) },
      { type: 'application/csp-report', payload: '{not json' },
    ];
    for (const { type, payload } of posts) {
      const answer = await app.inject({ method: 'POST', url: '/csp-report', headers: { 'content-type': type }, payload });
      assert.equal(answer.statusCode, 204);
    }
    const reports = logged.filter((line) => line['msg'] === 'CSP violation').map((line) => line['cspReport']);
    assert.deepEqual(reports.slice(-2), [report, [{ type: 'csp-violation', body: {} }]]);
    const huge = await app.inject({ method: 'POST', url: '/csp-report', headers: { 'content-type': 'application/csp-report' }, payload: 'x'.repeat(70_000) });
    assert.equal(huge.statusCode, 413);
    await app.close();
  });
});

describe('caching', () => {
  test('platform answers are no-store unless the platform marks them public; hashed assets are immutable', async () => {
    const app = await server();
    assert.equal((await app.inject({ url: '/api/account.getInfo' })).headers['cache-control'], 'no-store');
    assert.equal((await app.inject({ url: '/cms/api/settings-seo' })).headers['cache-control'], 'no-store');
    assert.equal((await app.inject({ url: '/platform/images/x.png' })).headers['cache-control'], 'public, max-age=86400');
    assert.equal((await app.inject({ url: '/assets/index-abc.js' })).headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await app.inject({ url: '/favicon.svg' })).headers['cache-control'], 'no-cache');
    await app.close();
  });
});

describe('cross-origin writes are refused before the platform sees them', () => {
  test('a form or call from another origin, or a same-site page, gets AccessDeniedException and reaches nothing', async () => {
    const app = await server();
    const attempts = [
      { url: '/api/cashier.makewithdrawal?v=2.32', headers: { origin: 'http://localhost:8999', 'sec-fetch-site': 'same-site' } },
      { url: '/api/account.changepassword', headers: { origin: 'http://localhost:8999' } },
      { url: '/api/auth.login', headers: { 'sec-fetch-site': 'cross-site' } },
      { url: '/api/auth.login', headers: { origin: 'null' } },
      { url: '/oauth/init/confirm?service=google', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
      { url: '/platform/pay/1/approve', headers: { origin: 'http://127.0.0.1:4200' } },
      { url: '/cms/api/auth/local', headers: { origin: 'https://evil.example' } },
    ];
    const before = seen.length;
    for (const { url, headers } of attempts) {
      const answer = await app.inject({ method: 'POST', url: url, headers: { host: 'localhost:4200', ...headers, ...multipart({ amount: '10' }).headers }, payload: multipart({ amount: '10' }).payload });
      assert.equal(answer.statusCode, 403, url);
      assert.equal(answer.json().error.type, 'AccessDeniedException');
      assert.equal(answer.headers['cache-control'], 'no-store');
    }
    assert.equal(seen.length, before, 'nothing reached the platform');
    assert.ok(logged.some((line) => line['msg'] === 'cross-origin write refused' && line['origin'] === 'http://localhost:8999'));
    await app.close();
  });

  test("the site's own pages, non-browser clients and reads pass; a partner's form post may return to /platform and /oauth", async () => {
    const app = await server({ allowedOrigins: ['https://pay.example.com', 'https://*.idp.example'] });
    const allowed = [
      { method: 'POST', url: '/api/auth.login', headers: { origin: SITE, 'sec-fetch-site': 'same-origin' } },
      { method: 'POST', url: '/api/auth.login', headers: {} },
      // A page of the site whose Referrer-Policy is no-referrer sends Origin: null; the browser still says same-origin.
      { method: 'POST', url: '/platform/pay/1/approve', headers: { origin: 'null', 'sec-fetch-site': 'same-origin' } },
      { method: 'GET', url: '/api/games.get', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
      { method: 'POST', url: '/platform/pay/1/return', headers: { origin: 'https://pay.example.com', 'sec-fetch-site': 'cross-site' } },
      { method: 'POST', url: '/oauth/callback/apple', headers: { origin: 'https://appleid.idp.example', 'sec-fetch-site': 'cross-site' } },
    ] as const;
    for (const { method, url, headers } of allowed) {
      const answer = await app.inject({ method, url, headers: { host: 'localhost:4200', ...headers } });
      assert.equal(answer.statusCode, 200, `${method} ${url}`);
    }
    // Partners are welcome back on the platform's pages only, never on the API.
    const onApi = await app.inject({ method: 'POST', url: '/api/auth.login', headers: { host: 'localhost:4200', origin: 'https://pay.example.com' } });
    assert.equal(onApi.statusCode, 403);
    await app.close();
  });
});

describe('what reaches the platform', () => {
  test('the client address, scheme and host as this server saw them, never what the client claimed', async () => {
    const app = await server();
    await app.inject({
      url: '/api/account.getInfo',
      headers: { host: 'casino.example', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https', forwarded: 'for=203.0.113.9', 'x-real-ip': '203.0.113.9' },
    });
    const { headers } = seen.at(-1) as Seen;
    assert.equal(headers['x-forwarded-for'], '127.0.0.1');
    assert.equal(headers['x-forwarded-proto'], 'http');
    assert.equal(headers['x-forwarded-host'], 'casino.example');
    assert.equal(headers['forwarded'], undefined);
    assert.equal(headers['x-real-ip'], undefined);
    await app.close();
  });

  test('a body passes byte for byte, and one over the bound is refused with 413 before the platform sees it', async () => {
    const app = await server({ bodyLimit: 1024 });
    const form = multipart({ login: 'demo@example.com', password: 'demo123' });
    const ok = await app.inject({ method: 'POST', url: '/api/auth.login', headers: form.headers, payload: form.payload });
    assert.equal(ok.statusCode, 200);
    assert.equal((seen.at(-1) as Seen).body.toString(), form.payload);
    const json = await app.inject({ method: 'POST', url: '/cms/api/auth/local', headers: { 'content-type': 'application/json' }, payload: '{"identifier":"a","password":"b"}' });
    assert.equal(json.statusCode, 200);
    assert.equal((seen.at(-1) as Seen).body.toString(), '{"identifier":"a","password":"b"}');

    const before = seen.length;
    const big = multipart({ login: 'x'.repeat(2048) });
    const refused = await app.inject({ method: 'POST', url: '/api/auth.login', headers: big.headers, payload: big.payload });
    assert.equal(refused.statusCode, 413);
    assert.equal(refused.json().error.type, 'InvalidRequestException');
    assert.equal(seen.length, before);
    await app.close();
  });

  test('the default bound is 1 MiB', async () => {
    const app = await server();
    const refused = await app.inject({ method: 'POST', url: '/api/auth.login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `a=${'x'.repeat(1024 * 1024)}` });
    assert.equal(refused.statusCode, 413);
    await app.close();
  });

  test("the emulator's development routes are not proxied", async () => {
    const app = await server();
    const before = seen.length;
    for (const url of ['/__emulator/outbox', '/__emulator/faults', '/__emulator/health']) {
      const answer = await app.inject({ url });
      assert.ok(!answer.body.includes('123456'), url);
      assert.equal(answer.headers['content-type']?.toString().startsWith('text/html'), true, `${url} is a client-side route, not the outbox`);
    }
    const post = await app.inject({ method: 'POST', url: '/__emulator/faults', headers: { 'content-type': 'application/json' }, payload: '[]' });
    assert.equal(post.statusCode, 404);
    assert.equal(seen.length, before);
    await app.close();
  });
});

test('a POST with Expect: 100-continue (curl sends it for large bodies) is proxied, not answered 500', async () => {
  const app = await server();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const body = 'login=demo%40example.com&password=demo123';
  const answer = await new Promise<{ status: number; continued: boolean; text: string }>((resolve, reject) => {
    let continued = false;
    const req = httpRequest(
      { port, host: '127.0.0.1', method: 'POST', path: '/api/auth.login', headers: { expect: '100-continue', 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, continued, text }));
      },
    );
    req.on('continue', () => {
      continued = true;
      req.end(body);
    });
    req.on('error', reject);
  });
  assert.equal(answer.status, 200, answer.text);
  assert.ok(answer.continued, 'the server said 100 Continue');
  assert.equal((seen.at(-1) as Seen).body.toString(), body);
  assert.equal((seen.at(-1) as Seen).headers['expect'], undefined);
  await app.close();
});
