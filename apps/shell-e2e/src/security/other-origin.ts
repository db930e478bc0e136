import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A page on another origin, as an attacker would host one: served by the test on a free port of this machine.
 * `http://localhost:{port}` is the same site as the site under test (another origin, same registrable domain and
 * scheme, so SameSite=Lax cookies ride along), `http://127.0.0.1:{port}` is another site.
 */
export type OtherOrigin = {
  /** The page at `path`, on the sibling origin (localhost) or another site (127.0.0.1). */
  url: (path: string, host?: 'localhost' | '127.0.0.1') => string;
  close: () => Promise<void>;
};

/** Serves each path's HTML (a page the test wrote) until closed. */
export async function serveOtherOrigin(pages: Record<string, string>): Promise<OtherOrigin> {
  const server: Server = createServer((request, response) => {
    const html = pages[(request.url ?? '/').split('?')[0] ?? '/'];
    response.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path, host = 'localhost') => `http://${host}:${port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A page that posts a form to `action` as soon as it loads, as a CSRF page does (multipart or urlencoded). */
export function autoSubmittingForm(action: string, fields: Record<string, string>, { multipart = false } = {}): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeAttribute(name)}" value="${escapeAttribute(value)}">`)
    .join('');
  const enctype = multipart ? 'multipart/form-data' : 'application/x-www-form-urlencoded';
  return `<!doctype html><title>You won a prize</title>
    <form id="attack" method="post" action="${escapeAttribute(action)}" enctype="${enctype}">${inputs}</form>
    <script>document.getElementById('attack').submit();</script>`;
}

/** A page that shows `src` in a frame, as a clickjacking page does. */
export const framingPage = (src: string) =>
  `<!doctype html><title>Free spins</title><h1>Free spins</h1><iframe src="${escapeAttribute(src)}" width="1000" height="700" title="prize"></iframe>`;
