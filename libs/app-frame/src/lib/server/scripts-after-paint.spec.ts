import { afterEach, describe, expect, it } from 'vitest';
import { scriptsAfterPaint } from './scripts-after-paint';

const HEAD = [
  '<head><title>Casino</title>',
  '<script type="module" crossorigin src="/assets/entry.js" nonce="n0"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react.js" nonce="n0">',
  '<link rel="modulepreload" crossorigin href="/assets/redux.js" nonce="n0">',
  '<link rel="stylesheet" crossorigin href="/assets/site.css" nonce="n0">',
  '<script type="application/ld+json" nonce="n0">{}</script>',
  '</head><body>',
].join('\n');

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const moduleScripts = () => [...document.head.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src'));

/** What the browser does once a module script has run (jsdom fetches none): its load event. */
function ran(src: string, outcome: 'load' | 'error' = 'load') {
  document.head.querySelector(`script[src="${src}"]`)?.dispatchEvent(new Event(outcome));
}

/** Runs the loader's script as the browser would, then lets a frame and a task pass. */
async function runLoader(loader: string) {
  const code = /<script nonce="[^"]+">([\s\S]*)<\/script>/.exec(loader)?.[1];
  // The loader is an inline script of the page: run as the browser runs it, in the page's global scope.
  // eslint-disable-next-line no-new-func
  new Function(code ?? '')();
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

describe('scriptsAfterPaint', () => {
  afterEach(() => {
    // Stops a loader's tap holder, as the app does when it starts.
    (window as { __takeEarlyTap?: (() => Element[]) | null }).__takeEarlyTap?.();
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  it('takes the module scripts and preloads out of the head and leaves the rest', () => {
    const { head, loader } = scriptsAfterPaint(HEAD, ['/assets/page.js'], 'n1');
    expect(head).not.toContain('type="module"');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/site.css" nonce="n0">');
    expect(head).toContain('application/ld+json');
    expect(loader).toMatch(/^<script nonce="n1">/);
    expect(loader).not.toContain('</script><');
  });

  it('once the page has painted, preloads the chunks (the page’s too), then runs the start-up chunks and the entry', async () => {
    const { loader } = scriptsAfterPaint(HEAD, ['/assets/page.js', '/assets/react.js'], 'n1');
    await runLoader(loader);
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    expect(preloads).toEqual(['/assets/react.js', '/assets/redux.js', '/assets/page.js']);
    // The page's own chunks are only preloaded: the app imports them when it routes.
    expect(moduleScripts()).toEqual(['/assets/react.js']);
    expect(document.head.querySelector('script[type="module"]')).toHaveAttribute('crossorigin', '');
  });

  it('runs each start-up chunk as a script of its own, a task after the one before has run, and the entry last', async () => {
    await runLoader(scriptsAfterPaint(HEAD, [], 'n1').loader);
    expect(moduleScripts()).toEqual(['/assets/react.js']);
    await nextTask();
    // Not before the browser has run React's chunk: each chunk is evaluated in a task of its own.
    expect(moduleScripts()).toEqual(['/assets/react.js']);
    ran('/assets/react.js');
    expect(moduleScripts()).toEqual(['/assets/react.js']);
    await nextTask();
    expect(moduleScripts()).toEqual(['/assets/react.js', '/assets/redux.js']);
    // A chunk that failed to load does not stop the start: the entry imports it again and reports the failure.
    ran('/assets/redux.js', 'error');
    await nextTask();
    expect(moduleScripts()).toEqual(['/assets/react.js', '/assets/redux.js', '/assets/entry.js']);
  });

  it('adds six preloads a task, then the first start-up chunk, so no task of a phone grows long', async () => {
    const pages = Array.from({ length: 10 }, (_, index) => `/assets/page-${index}.js`);
    const { loader } = scriptsAfterPaint(HEAD, pages, 'n1');
    const added = () => document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]').length;
    await runLoader(loader);
    expect(added()).toBe(6);
    await nextTask();
    expect(added()).toBe(13);
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(12);
    expect(document.head.lastElementChild).toHaveAttribute('src', '/assets/react.js');
  });

  it('holds the taps on buttons from the first paint until the app takes them, and leaves links alone', async () => {
    document.body.innerHTML = '<button type="button" id="menu">Menu</button><a href="#top" id="link">Top</a>';
    await runLoader(scriptsAfterPaint(HEAD, [], 'n1').loader);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('menu')?.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('link')?.dispatchEvent(follow);
    expect(follow.defaultPrevented).toBe(false);
    document.getElementById('menu')?.click();
    const take = (window as { __takeEarlyTap?: () => Element[] }).__takeEarlyTap;
    expect(take?.()).toEqual([document.getElementById('menu'), document.getElementById('menu')]);
    // Taken: the app holds taps from now on, the page's script no longer does.
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('menu')?.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('leaves a submit to the browser, unless a tap is held: then it waits behind that tap', async () => {
    document.body.innerHTML = '<form><button type="button" id="preset">€20</button><button type="submit" id="go">Continue</button></form>';
    await runLoader(scriptsAfterPaint(HEAD, [], 'n1').loader);
    const submit = () => {
      const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById('go')?.dispatchEvent(tap);
      return tap.defaultPrevented;
    };
    // jsdom submits nothing: a submit listener stands in for the browser's own submission.
    document.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
    expect(submit()).toBe(false);
    document.getElementById('preset')?.click();
    expect(submit()).toBe(true);
    const take = (window as { __takeEarlyTap?: () => Element[] }).__takeEarlyTap;
    expect(take?.().map((element) => element.id)).toEqual(['preset', 'go']);
  });

  it('leaves a head without a module script as it is', () => {
    const head = '<head><link rel="modulepreload" href="/assets/a.js"></head>';
    expect(scriptsAfterPaint(head, ['/assets/page.js'], 'n1')).toEqual({ head, loader: '' });
  });
});
