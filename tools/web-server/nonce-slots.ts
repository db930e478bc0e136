import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A kept page cut at its CSP nonce, each piece between two nonces compressed once. Every response needs its own
 * nonce, and compressing a whole page per response was the web server's main cost under load (about 1 ms of its one
 * thread per page, more than everything else together). A deflate stream is a run of blocks: each piece is compressed
 * on its own and ends on a byte boundary (a sync flush), so a response's gzip body is the pieces as they are with the
 * response's nonce between them as stored (uncompressed) blocks, then the gzip trailer. The same bytes any gzip
 * decoder reads; what it costs a response is a CRC over the page.
 */
export type NonceSlots = {
  /** The page's bytes between (and around) the nonces: one more piece than there are nonces. */
  pieces: Buffer[];
  /** Each piece as raw deflate blocks ending on a byte boundary, none of them final. */
  deflated: Buffer[];
};

export function cutAtNonce(html: Buffer, nonce: string): NonceSlots {
  const pieces: Buffer[] = [];
  const needle = Buffer.from(nonce);
  let start = 0;
  for (let at = html.indexOf(needle); at !== -1; at = html.indexOf(needle, start)) {
    pieces.push(html.subarray(start, at));
    start = at + needle.length;
  }
  pieces.push(html.subarray(start));
  return { pieces, deflated: pieces.map((piece) => deflateRawSync(piece, { level: 6, finishFlush: constants.Z_SYNC_FLUSH })) };
}

/** The page under `nonce`, uncompressed. */
export function withNonce({ pieces }: NonceSlots, nonce: string): Buffer {
  const filler = Buffer.from(nonce);
  return Buffer.concat(pieces.flatMap((piece, i) => (i === 0 ? [piece] : [filler, piece])));
}

// RFC 1952: magic, deflate, no flags, no time, no extra flags, unknown OS.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// RFC 1951: an empty stored block with the final bit, which ends the stream.
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

/** `bytes` as one stored (uncompressed) deflate block, not final: a byte-aligned header, its length and its complement. */
function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length > 0xffff) throw new RangeError('a stored block holds at most 65535 bytes');
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/** The page under `nonce`, gzip-encoded, without compressing it again. */
export function gzipWithNonce({ pieces, deflated }: NonceSlots, nonce: string): Buffer {
  const filler = Buffer.from(nonce);
  const fillerBlock = storedBlock(filler);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  pieces.forEach((piece, i) => {
    if (i > 0) {
      parts.push(fillerBlock);
      crc = crc32(filler, crc);
      size += filler.length;
    }
    parts.push(deflated[i] as Buffer);
    crc = crc32(piece, crc);
    size += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  // ISIZE is the length modulo 2^32.
  trailer.writeUInt32LE(size >>> 0, 4);
  return Buffer.concat([...parts, FINAL_BLOCK, trailer]);
}
