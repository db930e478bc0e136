import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createPageCache, pageForResponse } from './page-cache.ts';

const page = (text: string) => ({ status: 200, nonce: 'n', html: Buffer.from(text) });

describe('visitor page cache', () => {
  test('a page is fresh for its max-age, then stale (still sent while one request renders it again), then gone', () => {
    let time = 0;
    const cache = createPageCache({ freshMs: 5000, staleMs: 30_000, now: () => time });
    assert.deepEqual(cache.lookup('/'), { page: null, fresh: false, rendering: null });
    cache.begin('/')(page('a'));
    assert.equal(cache.lookup('/').fresh, true);
    time = 5000;
    const stale = cache.lookup('/');
    assert.equal(stale.fresh, false);
    assert.equal(stale.page?.html.toString(), 'a');
    time = 35_000;
    assert.equal(cache.lookup('/').page, null);
  });

  test('visitors asking a page under way wait for it; a page that may not be kept leaves nothing behind', async () => {
    const cache = createPageCache({ freshMs: 5000, staleMs: 0 });
    const settle = cache.begin('/');
    const waiting = cache.lookup('/').rendering;
    assert.ok(waiting);
    settle(page('b'));
    const outcome = await waiting;
    assert.ok(outcome && outcome !== 'too-slow');
    assert.equal(outcome.html.toString(), 'b');
    const other = cache.begin('/404');
    const waitingOther = cache.lookup('/404').rendering;
    other(null);
    assert.equal(await waitingOther, null);
    assert.deepEqual(cache.lookup('/404'), { page: null, fresh: false, rendering: null });
  });

  test('a render the platform was too slow for tells those waiting, and leaves nothing behind', async () => {
    const cache = createPageCache({ freshMs: 5000, staleMs: 0 });
    const settle = cache.begin('/');
    const waiting = cache.lookup('/').rendering;
    settle('too-slow');
    assert.equal(await waiting, 'too-slow');
    assert.deepEqual(cache.lookup('/'), { page: null, fresh: false, rendering: null });
  });

  test('settled once: a late failure of a page already kept does not drop a newer render', () => {
    const cache = createPageCache({ freshMs: 5000, staleMs: 0 });
    const first = cache.begin('/');
    first(page('c'));
    const second = cache.begin('/');
    first(null);
    assert.ok(cache.lookup('/').rendering, 'the second render is still awaited');
    second(page('d'));
    assert.equal(cache.lookup('/').page?.html.toString(), 'd');
  });

  test('bounded: the oldest pages go first', () => {
    const cache = createPageCache({ freshMs: 5000, staleMs: 0, maxEntries: 2 });
    for (const key of ['/a', '/b', '/c']) cache.begin(key)(page(key));
    assert.equal(cache.size(), 2);
    assert.equal(cache.lookup('/a').page, null);
    assert.equal(cache.lookup('/c').page?.html.toString(), '/c');
  });

  test("each response gets the page under its own nonce, compressed for it", () => {
    const cache = createPageCache({ freshMs: 5000, staleMs: 0 });
    cache.begin('/')({ status: 200, nonce: 'n0nce-1', html: Buffer.from('<script nonce="n0nce-1">a</script><meta property="csp-nonce" nonce="n0nce-1">') });
    const cached = cache.lookup('/').page;
    assert.ok(cached);
    const expected = '<script nonce="n0nce-2">a</script><meta property="csp-nonce" nonce="n0nce-2">';
    assert.equal(gunzipSync(pageForResponse(cached, 'n0nce-2', 'gzip')).toString(), expected);
    assert.equal(brotliDecompressSync(pageForResponse(cached, 'n0nce-2', 'br')).toString(), expected);
    assert.equal(pageForResponse(cached, 'n0nce-3', null).toString(), expected.replaceAll('n0nce-2', 'n0nce-3'));
  });
});
