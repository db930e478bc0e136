import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { CSP_NONCE_PLACEHOLDER } from '../vite/csp-nonce.ts';
import { buildWebServer } from './serve.ts';

// The web server's side of server rendering, against a stand-in server build (dist/apps/shell-server/entry-server.js)
// that answers by path: what the web server makes of a redirect, a page with a status, a failed render, and which
// headers it passes on. The real renderer is covered end to end (apps/shell-e2e/src/shell/server-render.spec.ts).

let workspace = '';
let root = '';

const ENTRY = `
import { Readable } from 'node:stream';
export const visitorLocale = (acceptLanguage) => (acceptLanguage ?? '').startsWith('pl') ? 'pl' : 'en';
export async function renderPage(request) {
  const path = new URL(request.url).pathname;
  globalThis.lastRender = request;
  globalThis.renders = (globalThis.renders ?? 0) + 1;
  if (path === '/boom') throw new Error('render failed');
  if (path === '/late') return { type: 'browser-render' };
  if (path === '/cashier') return { type: 'redirect', status: 302, location: '/?redirectUrl=%2Fcashier', signedIn: false };
  const status = path === '/missing' ? 404 : path === '/closed' ? 503 : 200;
  const html = request.template.replace('<div id="root"></div>', '<div id="root"><h1>' + path + '</h1></div>');
  return { type: 'page', status, signedIn: path === '/mine', failed: path === '/partial', body: Readable.from([html]) };
}
`;

before(() => {
  workspace = mkdtempSync(join(tmpdir(), 'ssr-'));
  root = join(workspace, 'shell');
  mkdirSync(join(root, 'assets'), { recursive: true });
  mkdirSync(join(workspace, 'shell-server'));
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><html lang="en"><head><script type="module" src="/assets/index.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(workspace, 'shell-server', 'entry-server.js'), ENTRY);
  mkdirSync(join(root, '.vite'));
  writeFileSync(
    join(root, '.vite', 'route-chunks.json'),
    JSON.stringify({ 'promotions.index': ['assets/p.js'] }),
  );
});
after(() => rmSync(workspace, { recursive: true, force: true }));

const server = () => buildWebServer({ root, shell: 'web', platformUrl: 'http://127.0.0.1:9', cmsUrl: 'http://127.0.0.1:9' });
const nonceOf = (policy: string | string[] | number | undefined) => /'nonce-([^']+)'/.exec(String(policy))?.[1];

describe('server-rendered pages', () => {
  test("the build's route chunks reach the renderer, and the build's notes are never served", async () => {
    const app = await server();
    await app.inject({ url: '/promotions' });
    const { pageAssets } = (globalThis as { lastRender?: { pageAssets?: Record<string, unknown> } }).lastRender ?? {};
    assert.deepEqual(pageAssets?.['promotions.index'], ['assets/p.js']);
    const notes = await app.inject({ url: '/.vite/route-chunks.json' });
    assert.equal(notes.statusCode, 404);
    assert.ok(!notes.body.includes('assets/p.js'));
    await app.close();
  });

  test('a page is rendered with the nonce of its response, a visitor page briefly cacheable', async () => {
    const app = await server();
    const response = await app.inject({ url: '/promotions', headers: { 'accept-encoding': 'identity' } });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /<h1>\/promotions<\/h1>/);
    const nonce = nonceOf(response.headers['content-security-policy']);
    assert.ok(nonce);
    assert.ok(response.body.includes(`nonce="${nonce}"`), 'the template got this response’s nonce');
    assert.ok(!response.body.includes(CSP_NONCE_PLACEHOLDER));
    assert.equal(response.headers['cache-control'], 'public, max-age=5, stale-while-revalidate=30');
    assert.match(String(response.headers['vary']), /cookie/);
    await app.close();
  });

  test('a visitor page is rendered once for its few seconds, each answer under a nonce of its own; never with a cookie', async () => {
    const app = await server();
    const renders = () => (globalThis as { renders?: number }).renders ?? 0;
    const before = renders();
    const ask = (headers: Record<string, string> = {}) => app.inject({ url: '/gamehall?x=1', headers: { 'accept-encoding': 'identity', ...headers } });
    const [first, second] = await Promise.all([ask(), ask()]);
    const third = await ask({ 'accept-language': 'en-GB' });
    assert.equal(renders() - before, 1, 'one render for visitors asking at once and after');
    const nonces = new Set([first, second, third].map((response) => nonceOf(response.headers['content-security-policy'])));
    assert.equal(nonces.size, 3, 'no two answers share a nonce');
    for (const response of [first, second, third]) {
      assert.equal(response.statusCode, 200);
      assert.match(response.body, /<h1>\/gamehall<\/h1>/);
      const nonce = nonceOf(response.headers['content-security-policy']);
      assert.ok(nonce && response.body.includes(`nonce="${nonce}"`), 'the policy names the nonce of the page it comes with');
      assert.equal(response.headers['cache-control'], 'public, max-age=5, stale-while-revalidate=30');
    }
    const gzip = await app.inject({ url: '/gamehall?x=1', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    const gzipped = gunzipSync(gzip.rawPayload).toString();
    assert.match(gzipped, /<h1>\/gamehall<\/h1>/);
    assert.ok(gzipped.includes(`nonce="${nonceOf(gzip.headers['content-security-policy'])}"`), 'the gzip answer carries its own nonce');
    assert.equal(renders() - before, 1, 'the kept page serves every encoding');
    // Another locale by Accept-Language, another query, a cookie: each its own render.
    await ask({ 'accept-language': 'pl-PL' });
    await app.inject({ url: '/gamehall?x=2', headers: { 'accept-encoding': 'identity' } });
    const withCookie = await ask({ cookie: 'sid=1' });
    const again = await ask({ cookie: 'sid=1' });
    assert.equal(renders() - before, 5);
    assert.notEqual(nonceOf(withCookie.headers['content-security-policy']), nonceOf(again.headers['content-security-policy']));
    assert.equal(withCookie.headers['cache-control'], 'private, no-store');
    await app.close();
  });

  test('a kept page goes to a browser in brotli while the server has time, in gzip (nothing to compress) while it is busy', async () => {
    let busy = false;
    const app = await buildWebServer({ root, shell: 'web', platformUrl: 'http://127.0.0.1:9', cmsUrl: 'http://127.0.0.1:9', busy: () => busy });
    const ask = () => app.inject({ url: '/gamehall?kept=1', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    await ask();
    const idle = await ask();
    assert.equal(idle.headers['content-encoding'], 'br');
    assert.ok(brotliDecompressSync(idle.rawPayload).toString().includes(`nonce="${nonceOf(idle.headers['content-security-policy'])}"`));
    busy = true;
    const loaded = await ask();
    assert.equal(loaded.headers['content-encoding'], 'gzip');
    assert.ok(loaded.headers['age'] !== undefined, 'from the cache');
    assert.ok(gunzipSync(loaded.rawPayload).toString().includes(`nonce="${nonceOf(loaded.headers['content-security-policy'])}"`));
    await app.close();
  });

  test('visitors waiting for a render the platform was too slow for get the app shell with it, not a render each', async () => {
    const app = await server();
    const renders = () => (globalThis as { renders?: number }).renders ?? 0;
    const before = renders();
    const responses = await Promise.all([1, 2, 3].map(() => app.inject({ url: '/late', headers: { 'accept-encoding': 'identity' } })));
    assert.equal(renders() - before, 1);
    for (const response of responses) {
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], 'no-cache');
      assert.ok(response.body.includes(`nonce="${nonceOf(response.headers['content-security-policy'])}"`), 'the app shell under its own nonce');
    }
    await app.close();
  });

  test('only a visitor’s 200 page is kept: a 404, a redirect and a signed-in page are rendered every time', async () => {
    const app = await server();
    const renders = () => (globalThis as { renders?: number }).renders ?? 0;
    const before = renders();
    for (const url of ['/missing', '/missing', '/cashier', '/cashier', '/mine', '/mine']) await app.inject({ url });
    assert.equal(renders() - before, 6);
    await app.close();
  });

  test('a visitor page with a part that failed is sent to that visitor only: never kept, never publicly cacheable', async () => {
    const app = await server();
    const renders = () => (globalThis as { renders?: number }).renders ?? 0;
    const before = renders();
    const first = await app.inject({ url: '/partial', headers: { 'accept-encoding': 'identity' } });
    const second = await app.inject({ url: '/partial', headers: { 'accept-encoding': 'identity' } });
    assert.equal(renders() - before, 2, 'each visitor gets a render of their own');
    for (const response of [first, second]) {
      assert.equal(response.statusCode, 200);
      assert.match(response.body, /<h1>\/partial<\/h1>/);
      assert.equal(response.headers['cache-control'], 'no-store');
    }
    await app.close();
  });

  test('the status the render decided: 404, 503; a redirect is an HTTP redirect', async () => {
    const app = await server();
    assert.equal((await app.inject({ url: '/missing' })).statusCode, 404);
    assert.equal((await app.inject({ url: '/closed' })).statusCode, 503);
    const redirect = await app.inject({ url: '/cashier' });
    assert.equal(redirect.statusCode, 302);
    assert.equal(redirect.headers['location'], '/?redirectUrl=%2Fcashier');
    await app.close();
  });

  test('anything that may depend on a session is private, no-store', async () => {
    const app = await server();
    assert.equal((await app.inject({ url: '/promotions', headers: { cookie: 'sid=1' } })).headers['cache-control'], 'private, no-store');
    assert.equal((await app.inject({ url: '/mine' })).headers['cache-control'], 'private, no-store');
    await app.close();
  });

  test('the player’s cookie and the address this server saw go upstream, never what the client claims', async () => {
    const app = await server();
    await app.inject({ url: '/promotions', headers: { cookie: 'sid=7', 'x-forwarded-for': '6.6.6.6', 'accept-language': 'pl' }, remoteAddress: '10.1.2.3' });
    const { transport } = (globalThis as unknown as { lastRender: { transport: { headers: Record<string, string>; platformUrl: string } } }).lastRender;
    assert.equal(transport.platformUrl, 'http://127.0.0.1:9');
    assert.equal(transport.headers['cookie'], 'sid=7');
    assert.equal(transport.headers['x-forwarded-for'], '10.1.2.3');
    assert.equal(transport.headers['accept-language'], 'pl');
    await app.close();
  });

  test('a failed render sends the client-rendered app shell, still with the nonce', async () => {
    const app = await server();
    const response = await app.inject({ url: '/boom', headers: { 'accept-encoding': 'identity' } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.ok(response.body.includes(`nonce="${nonceOf(response.headers['content-security-policy'])}"`));
    await app.close();
  });

  test('a platform slower than the render budget: the app shell at once, for the browser to render', async () => {
    const app = await server();
    const response = await app.inject({ url: '/late', headers: { 'accept-encoding': 'identity' } });
    assert.equal(response.statusCode, 200);
    assert.ok(!response.body.includes('<h1>'));
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.ok(response.body.includes(`nonce="${nonceOf(response.headers['content-security-policy'])}"`));
    await app.close();
  });

  test('the Telegram mini-app stays client-rendered', async () => {
    const app = await buildWebServer({ root, shell: 'telegram', platformUrl: 'http://127.0.0.1:9', cmsUrl: 'http://127.0.0.1:9' });
    const response = await app.inject({ url: '/promotions', headers: { 'accept-encoding': 'identity' } });
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.ok(!response.body.includes('<h1>'));
    await app.close();
  });
});
