import { brotliCompressSync, constants } from 'node:zlib';
import { cutAtNonce, gzipWithNonce, withNonce, type NonceSlots } from './nonce-slots.ts';

/** A visitor's page as it was sent: its status, the CSP nonce its scripts carry, and its HTML. */
export type CachedPage = {
  status: number;
  nonce: string;
  html: Buffer;
  /** The HTML cut at its nonce, compressed once: what each response's body is made of. */
  slots: NonceSlots;
  /** When it was rendered (ms since the epoch): a cache in front reads its age. */
  renderedAt: number;
};

/**
 * How a render under way ends for those waiting on it: the page to send, `'too-slow'` when the platform was slower
 * than the render budget (the renderer sent the app shell for the browser to render: so are they, instead of
 * each trying a render that would be as slow), or null when its page may not be kept (they render their own).
 */
export type RenderOutcome = CachedPage | 'too-slow' | null;

/** What the cache holds for a key: a page fresh or stale (still servable while a new one renders), a render under way. */
export type PageLookup = {
  page: CachedPage | null;
  fresh: boolean;
  rendering: Promise<RenderOutcome> | null;
};

export type PageCacheOptions = {
  /** How long a page is fresh: the `max-age` the page is marked publicly cacheable for. */
  freshMs: number;
  /** How long after that it may still be sent while one request renders it again: its `stale-while-revalidate`. */
  staleMs: number;
  /** The most pages held at once (URLs with any query string are keys: memory must stay bounded). */
  maxEntries?: number;
  now?: () => number;
};

/**
 * Visitors' server-rendered pages, kept for the seconds they are marked publicly cacheable, as a CDN in front would
 * keep them: a visitor's page (no cookie, so no session) is the same for every visitor of the same URL and locale,
 * and rendering it costs tens of milliseconds of this process's one thread, so 200 visitors at once would queue
 * behind each other's renders. A page being rendered is awaited instead of rendered again, and once it is old one
 * request renders it anew while the others are sent the one before. Never holds a page of a request with a cookie:
 * the caller decides that, the key says nothing about it.
 */
export function createPageCache({ freshMs, staleMs, maxEntries = 500, now = Date.now }: PageCacheOptions) {
  const pages = new Map<string, CachedPage>();
  const rendering = new Map<string, Promise<RenderOutcome>>();

  function lookup(key: string): PageLookup {
    let page = pages.get(key) ?? null;
    const age = page ? now() - page.renderedAt : 0;
    if (page && age >= freshMs + staleMs) {
      pages.delete(key);
      page = null;
    }
    return { page, fresh: page !== null && age < freshMs, rendering: rendering.get(key) ?? null };
  }

  /** Marks a render of `key` under way; the returned function settles it, once, with its outcome. */
  function begin(key: string): (page: Pick<CachedPage, 'status' | 'nonce' | 'html'> | 'too-slow' | null) => void {
    let settle: (outcome: RenderOutcome) => void = () => undefined;
    const promise = new Promise<RenderOutcome>((resolve) => (settle = resolve));
    rendering.set(key, promise);
    let settled = false;
    return (page) => {
      if (settled) return;
      settled = true;
      if (rendering.get(key) === promise) rendering.delete(key);
      if (page === 'too-slow' || page === null) {
        settle(page);
        return;
      }
      const cached: CachedPage = { ...page, slots: cutAtNonce(page.html, page.nonce), renderedAt: now() };
      pages.delete(key);
      pages.set(key, cached);
      // The oldest first: a Map iterates in insertion order.
      for (const oldest of pages.keys()) {
        if (pages.size <= maxEntries) break;
        pages.delete(oldest);
      }
      settle(cached);
    };
  }

  return { lookup, begin, size: () => pages.size };
}

/**
 * A cached page as one response sends it: under that response's own nonce (the page's is replaced in its HTML, so a
 * nonce read from one answer never opens another), in the encoding the caller chose. Gzip is the cheap one: the page
 * was compressed once when it was kept (see nonce-slots.ts); brotli is compressed per response.
 */
export function pageForResponse(page: CachedPage, nonce: string, encoding: 'br' | 'gzip' | null): Buffer {
  if (encoding === 'gzip') return gzipWithNonce(page.slots, nonce);
  const html = withNonce(page.slots, nonce);
  if (encoding === 'br') return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  return html;
}
