import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { cutAtNonce, gzipWithNonce, withNonce } from './nonce-slots.ts';

const kept = 'a2VwdC1ub25jZS0xMjM0NQ==';
const next = 'bmV4dC1ub25jZS02Nzg5MA==';

/** Pages as a browser would be sent them: no nonce, one at either end, two side by side, pieces far over 64 kB. */
const pages = {
  'no nonce': 'plain page',
  'at both ends': `${kept}<p>between</p>${kept}`,
  'side by side': `<script nonce="${kept}${kept}">x</script>`,
  'a real page': `<html><head><script nonce="${kept}">a</script></head><body>${'<div class="tile">Book of Ra €1,255.20</div>'.repeat(3000)}<script nonce="${kept}">b</script></body></html>`,
  'incompressible': `${randomBytes(200_000).toString('base64')}<script nonce="${kept}"></script>${randomBytes(70_000).toString('latin1')}`,
  empty: '',
};

describe('a kept page under each response nonce', () => {
  for (const [name, page] of Object.entries(pages)) {
    test(`${name}: gzip decodes (CRC and length checked) to the page with the new nonce, and so does the plain copy`, () => {
      const slots = cutAtNonce(Buffer.from(page), kept);
      const expected = Buffer.from(page.replaceAll(kept, next));
      assert.deepEqual(gunzipSync(gzipWithNonce(slots, next)), expected);
      assert.deepEqual(withNonce(slots, next), expected);
      assert.equal(gunzipSync(gzipWithNonce(slots, next)).includes(kept), false);
    });
  }

  test('a page of repeated text is still compressed: the gzip body is a fraction of the page', () => {
    const page = Buffer.from(pages['a real page']);
    assert.ok(gzipWithNonce(cutAtNonce(page, kept), next).length < page.length / 20);
  });

  test('two responses differ only in their nonce', () => {
    const slots = cutAtNonce(Buffer.from(pages['a real page']), kept);
    const a = gunzipSync(gzipWithNonce(slots, next)).toString();
    const b = gunzipSync(gzipWithNonce(slots, 'b3RoZXItbm9uY2UtMDAwMA==')).toString();
    assert.equal(a.replaceAll(next, 'b3RoZXItbm9uY2UtMDAwMA=='), b);
  });
});
