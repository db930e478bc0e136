import { siApplepay, siBitcoin, siGooglepay, siMastercard, siPaypal, siPix, siSepa, siVisa, type SimpleIcon } from 'simple-icons';
import { motif } from './motifs';
import { displayLabel, labelWidth, mix, svgDocument } from './svg';

/*
 * Brand marks: payment methods from Simple Icons (https://simpleicons.org, CC0; each logo remains its owner's
 * trademark), the studios' wordmarks and the demo brand's own logo. Skrill, Neteller and BLIK are not in Simple
 * Icons: they are set as wordmarks in their brand colours.
 */

const round = (value: number) => Math.round(value * 10) / 10;

/** A Simple Icons glyph (24x24) scaled to `size` with its top-left corner at x, y. */
const glyph = (icon: SimpleIcon, x: number, y: number, size: number, colour = `#${icon.hex}`) =>
  `<path transform="translate(${round(x)} ${round(y)}) scale(${round((size / 24) * 1000) / 1000})" d="${icon.path}" fill="${colour}"/>`;

/** A payment logo on the white card the cashier shows it on: 48x32, the size of a card brand mark. */
const card = (content: string, background = '#ffffff') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 32" width="48" height="32"><rect x="0.5" y="0.5" width="47" height="31" rx="5" fill="${background}" stroke="#d0d4dc"/>${content}</svg>`;

const wordmark = (text: string, colour: string, size: number) => displayLabel(text, 24, 16 + size / 2, size, colour);

/** The logo of each payment method sysname the emulator's cashier offers. */
const PAYMENT_LOGOS: Record<string, () => string> = {
  card: () => card(glyph(siVisa, 3, 7, 18) + glyph(siMastercard, 26, 7, 18)),
  visa: () => card(glyph(siVisa, 12, 4, 24)),
  mastercard: () => card(glyph(siMastercard, 12, 4, 24)),
  paypal: () => card(glyph(siPaypal, 13, 5, 22)),
  applepay: () => card(glyph(siApplepay, 10, 2, 28)),
  googlepay: () => card(glyph(siGooglepay, 10, 2, 28)),
  crypto: () => card(glyph(siBitcoin, 13, 5, 22)),
  bank_transfer: () => card(glyph(siSepa, 9, 1, 30)),
  pix: () => card(glyph(siPix, 13, 5, 22)),
  ewallet: () => card(wordmark('SKRILL', '#862165', 8.5)),
  neteller: () => card(wordmark('NETELLER', '#6a9a1f', 6.2)),
  blik: () => card(wordmark('BLIK', '#ffffff', 9), '#1b1b1b'),
};

export const hasPaymentLogo = (sysname: string) => sysname in PAYMENT_LOGOS;
export const paymentLogoSvg = (sysname: string) => PAYMENT_LOGOS[sysname]?.() ?? null;

/** A studio's wordmark: its mark in a ring beside its name, on its colour. */
export function wordmarkSvg(studio: { title: string; colour: string; glyph: string }, width: number, height: number) {
  const r = height * 0.32;
  const cx = height * 0.5;
  const name = studio.title.toUpperCase();
  const words = name.split(' ');
  // One line when it fits at a good size, else the name over two lines.
  const room = width - cx - r - height * 0.28;
  const oneLine = Math.min(height * 0.3, (room / labelWidth(name, 10)) * 10);
  const lines = oneLine >= height * 0.2 || words.length === 1 ? [name] : [words.slice(0, Math.ceil(words.length / 2)).join(' '), words.slice(Math.ceil(words.length / 2)).join(' ')];
  const size = lines.length === 1 ? oneLine : Math.min(height * 0.24, ...lines.map((line) => (room / labelWidth(line, 10)) * 10));
  const left = cx + r + height * 0.18;
  const text = lines
    .map((line, index) => {
      const baseline = height / 2 + size / 2 + (index - (lines.length - 1) / 2) * size * 1.55;
      return displayLabel(line, left + labelWidth(line, size) / 2, baseline, size, '#ffffff', '#00000055');
    })
    .join('');
  // A flat plate: a gradient this wide would band once the image is reduced to its palette.
  const body = [
    `<rect width="${width}" height="${height}" fill="${mix(studio.colour, '#0d0a1f', 0.25)}"/>`,
    `<circle cx="${round(cx)}" cy="${round(height / 2)}" r="${round(r)}" fill="#ffffff"/>`,
    motif(studio.glyph, cx - r * 0.7, height / 2 - r * 0.7, r * 1.4, `fill="${studio.colour}"`),
    text,
  ].join('');
  return svgDocument(width, height, '', body);
}

/** The demo brand: an ace of spades in a gold ring and "CASINO DEMO". */
export function brandLogoSvg() {
  const ring = `<circle cx="20" cy="20" r="17" fill="#1b1440" stroke="#f5c542" stroke-width="3"/>${motif('spade', 8, 8, 24, 'fill="#f5c542"')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 40" width="180" height="40">${ring}${displayLabel('CASINO DEMO', 112, 27, 14, '#ffffff')}</svg>`;
}

export function faviconSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40"><rect width="40" height="40" rx="9" fill="#1b1440"/>${motif('spade', 6, 6, 28, 'fill="#f5c542"')}</svg>`;
}
