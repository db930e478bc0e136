import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/*
 * Raster artwork (PNG) for game covers, banners, jackpots, tournaments and offers. A real platform sends photos and
 * renders, which a browser decodes off its main thread; SVG artwork is a whole document per image, laid out and
 * painted on the main thread, so an emulator serving SVG covers made the site measure slower than it is.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of `width` x `height` from `pixel(x, y)`; rows use the Up filter, which a smooth gradient shrinks to almost nothing. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => readonly [number, number, number]): Buffer {
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  let previous = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(stride);
    for (let x = 0; x < width; x++) row.set(pixel(x, y), x * 3);
    const offset = y * (stride + 1);
    raw[offset] = 2;
    for (let i = 0; i < stride; i++) raw[offset + 1 + i] = ((row[i] ?? 0) - (previous[i] ?? 0)) & 0xff;
    previous = row;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

const mix = (from: readonly number[], to: readonly number[], t: number): [number, number, number] => [
  Math.round((from[0] ?? 0) + ((to[0] ?? 0) - (from[0] ?? 0)) * t),
  Math.round((from[1] ?? 0) + ((to[1] ?? 0) - (from[1] ?? 0)) * t),
  Math.round((from[2] ?? 0) + ((to[2] ?? 0) - (from[2] ?? 0)) * t),
];

/** Artwork drawn from a seed: a diagonal two-colour gradient with two soft discs, the same every time for a seed. */
export function artworkPng(seed: string, width: number, height: number): Buffer {
  const hash = createHash('sha1').update(seed).digest();
  const hue = (hash[0] ?? 0) * 1.41;
  const from = hslToRgb(hue, 0.68, 0.42);
  const to = hslToRgb((hue + 40 + (hash[1] ?? 0) / 4) % 360, 0.72, 0.2);
  const glow = hslToRgb((hue + 60) % 360, 0.9, 0.72);
  const discs = [
    { x: width * (0.15 + (hash[2] ?? 0) / 600), y: height * (0.2 + (hash[3] ?? 0) / 900), r: Math.min(width, height) * 0.38, alpha: 0.22 },
    { x: width * (0.55 + (hash[5] ?? 0) / 700), y: height * (0.6 + (hash[6] ?? 0) / 900), r: Math.min(width, height) * 0.26, alpha: 0.16 },
  ];
  return encodePng(width, height, (x, y) => {
    let colour = mix(from, to, (x / width + y / height) / 2);
    for (const disc of discs) if ((x - disc.x) ** 2 + (y - disc.y) ** 2 <= disc.r ** 2) colour = mix(colour, glow, disc.alpha);
    return colour;
  });
}

/** `name-WxH` as its name and size (288x192 without a size). */
export function artworkSize(name: string): { width: number; height: number } {
  const match = /-(\d{2,4})x(\d{2,4})$/.exec(name);
  return { width: Math.min(Number(match?.[1] ?? 288), 2000), height: Math.min(Number(match?.[2] ?? 192), 2000) };
}
