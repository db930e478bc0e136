import { deflateSync } from 'node:zlib';

/*
 * Art leaves the rasteriser as 32-bit pixels; a truecolour PNG of a 288x192 cover weighs 20 to 40 kB. Flat
 * illustrations need few colours, so each image is reduced to a palette of at most 64 (median cut over a 15-bit
 * histogram) and written as an indexed PNG: 4 to 8 kB a cover, about what the former plain gradients weighed.
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

type Box = { keys: number[]; count: number };

const red = (key: number) => (key >> 10) & 31;
const green = (key: number) => (key >> 5) & 31;
const blue = (key: number) => key & 31;

/** Median cut over the used 15-bit colours, weighted by pixel count: the palette as 8-bit RGB triples. */
function medianCut(histogram: Uint32Array, maxColours: number): Array<[number, number, number]> {
  const used: number[] = [];
  for (let key = 0; key < histogram.length; key++) if (histogram[key]) used.push(key);
  const boxes: Box[] = [{ keys: used, count: used.reduce((sum, key) => sum + (histogram[key] ?? 0), 0) }];
  while (boxes.length < maxColours) {
    // Split the box with the most pixels that still holds more than one colour.
    let index = -1;
    for (let i = 0; i < boxes.length; i++) {
      const box = boxes[i] as Box;
      if (box.keys.length > 1 && (index < 0 || box.count > (boxes[index] as Box).count)) index = i;
    }
    if (index < 0) break;
    const box = boxes[index] as Box;
    const ranges = [red, green, blue].map((channel) => {
      let min = 31;
      let max = 0;
      for (const key of box.keys) {
        const value = channel(key);
        if (value < min) min = value;
        if (value > max) max = value;
      }
      return { channel, span: max - min };
    });
    const { channel } = ranges.reduce((a, b) => (b.span > a.span ? b : a));
    box.keys.sort((a, b) => channel(a) - channel(b));
    let half = 0;
    let cut = 0;
    while (cut < box.keys.length - 1 && half + (histogram[box.keys[cut] as number] ?? 0) <= box.count / 2) half += histogram[box.keys[cut++] as number] ?? 0;
    cut = Math.max(1, cut);
    const left = box.keys.slice(0, cut);
    const right = box.keys.slice(cut);
    const sum = (keys: number[]) => keys.reduce((total, key) => total + (histogram[key] ?? 0), 0);
    boxes.splice(index, 1, { keys: left, count: sum(left) }, { keys: right, count: sum(right) });
  }
  return boxes.map((box) => {
    let r = 0;
    let g = 0;
    let b = 0;
    for (const key of box.keys) {
      const weight = histogram[key] ?? 0;
      r += red(key) * weight;
      g += green(key) * weight;
      b += blue(key) * weight;
    }
    const scale = 255 / 31 / Math.max(1, box.count);
    return [Math.round(r * scale), Math.round(g * scale), Math.round(b * scale)];
  });
}

/** An indexed PNG of opaque RGBA pixels (the alpha channel is ignored) with at most `maxColours` colours. */
export function encodePalettePng(rgba: Uint8Array, width: number, height: number, maxColours = 64): Buffer {
  const pixels = width * height;
  const keys = new Uint16Array(pixels);
  const histogram = new Uint32Array(32768);
  for (let i = 0; i < pixels; i++) {
    const key = (((rgba[i * 4] ?? 0) >> 3) << 10) | (((rgba[i * 4 + 1] ?? 0) >> 3) << 5) | ((rgba[i * 4 + 2] ?? 0) >> 3);
    keys[i] = key;
    histogram[key] = (histogram[key] ?? 0) + 1;
  }
  const palette = medianCut(histogram, maxColours);
  // Nearest palette entry per used 15-bit colour, looked up once.
  const nearest = new Int16Array(32768).fill(-1);
  const indexOf = (key: number) => {
    const cached = nearest[key] ?? -1;
    if (cached >= 0) return cached;
    const r = (red(key) * 255) / 31;
    const g = (green(key) * 255) / 31;
    const b = (blue(key) * 255) / 31;
    let best = 0;
    let bestDistance = Infinity;
    palette.forEach(([pr, pg, pb], index) => {
      const distance = 2 * (pr - r) ** 2 + 4 * (pg - g) ** 2 + 3 * (pb - b) ** 2;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = index;
      }
    });
    nearest[key] = best;
    return best;
  };
  const bitDepth = palette.length <= 16 ? 4 : 8;
  const stride = bitDepth === 4 ? Math.ceil(width / 2) : width;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(stride);
    for (let x = 0; x < width; x++) {
      const index = indexOf(keys[y * width + x] ?? 0);
      if (bitDepth === 8) row[x] = index;
      else row[x >> 1] = (row[x >> 1] ?? 0) | (x % 2 === 0 ? index << 4 : index);
    }
    rows.push(row);
  }
  const raw = Buffer.alloc((stride + 1) * height);
  rows.forEach((row, y) => {
    // Rows equal to the one above (flat skies, bands) become zeros with the Up filter; others stay unfiltered.
    const above = rows[y - 1];
    const offset = y * (stride + 1);
    if (above && row.equals(above)) {
      raw[offset] = 2;
      return;
    }
    raw[offset] = 0;
    row.copy(raw, offset + 1);
  });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = 3; // indexed colour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(palette.flat())),
    chunk('IDAT', deflateSync(raw, { level: 9, memLevel: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
