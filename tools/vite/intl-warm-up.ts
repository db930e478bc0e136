import type { Plugin } from 'vite';
import { DEFAULT_LOCALE, LOCALES } from '../../libs/platform-contract/src/lib/locales.ts';

/** The URL prefixes of the site's locales (the one list; the default has none), as the inline script matches them. */
const PREFIXED = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join('|');

/** Runs in a worker: the locale data of the page's locale (its URL prefix) and of the default, then the worker ends. */
const WORKER_SOURCE =
  'var l=LOCALES;Intl.NumberFormat.supportedLocalesOf(l);Intl.DateTimeFormat.supportedLocalesOf(l);' +
  'l.forEach(function(x){new Intl.NumberFormat(x,{style:"currency",currency:"EUR"}).format(1);' +
  'new Intl.DateTimeFormat(x,{dateStyle:"medium",timeStyle:"short"}).format(0);new Intl.PluralRules(x).select(1)});close()';

const INLINE_SCRIPT = `
try {
  var warmLocale = /^\\/(${PREFIXED})(?:\\/|$)/.exec(location.pathname);
  var warmSource = ${JSON.stringify(WORKER_SOURCE)}.replace('LOCALES', JSON.stringify(warmLocale ? [warmLocale[1], ${JSON.stringify(DEFAULT_LOCALE)}] : [${JSON.stringify(DEFAULT_LOCALE)}]));
  new Worker(URL.createObjectURL(new Blob([warmSource], { type: 'text/javascript' })));
} catch (error) {
  // Only a head start: without workers the page pays the same cost itself.
}
`;

/**
 * Chromium loads ICU's locale data on a page's first Intl call: 40 to 150 ms of main thread here, paid inside the
 * first render. This puts an inline script in index.html's head that makes those calls in a worker while the
 * scripts download; the data is shared by the renderer process, so the page's own first formatters then take about
 * a millisecond (README, "Learned on 2026-11-25, second stop").
 */
export function intlWarmUp(): Plugin {
  return {
    name: 'casino:intl-warm-up',
    transformIndexHtml: () => [{ tag: 'script', children: INLINE_SCRIPT, injectTo: 'head' }],
  };
}
