type PreloadContext = { hostType: 'html' | 'js' };

/**
 * What a lazy import preloads: nothing (the site's one stylesheet is linked from index.html). Its JS chunks get no
 * modulepreload links: the browser finds them among the chunk's imports one round trip later, but every link is a request the
 * main thread starts inside the task that opens the first page (some 30 on `/`, half a millisecond each here, a few
 * on a phone), and the entry chunk carries the list of them all. Without them Lighthouse mobile scored `/` and
 * `/gamehall` higher (median 74 and 83 against 72 and 74) and the initial JS of `/` is 2.6 kB gzip smaller.
 * The page's HTML keeps its modulepreload links: that is how the startup files load in parallel.
 */
export const lazyPreloads = (_file: string, deps: string[], { hostType }: PreloadContext): string[] =>
  hostType === 'html' ? deps : [];
