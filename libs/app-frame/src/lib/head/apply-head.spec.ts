// @vitest-environment jsdom
import { applyHead } from './apply-head';
import { buildHeadData } from './head-data';

describe('applyHead', () => {
  it('writes the head of a page and replaces it with the next one', () => {
    applyHead(buildHeadData({ pathname: '/pl/gamehall', origin: 'https://s.example', locale: 'pl', seo: { title: 'Sala', description: 'Gry' }, known: true }));
    expect(document.documentElement.lang).toBe('pl');
    expect(document.title).toBe('Sala');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Gry');
    expect(document.querySelectorAll('link[rel="alternate"]')).toHaveLength(7);

    applyHead(buildHeadData({ pathname: '/winners', origin: 'https://s.example', locale: 'en', seo: null, known: true }));
    expect(document.documentElement.lang).toBe('en');
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://s.example/winners');
  });

  it("replaces the build's favicon with the operator's, once", () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    const head = buildHeadData({ pathname: '/', origin: 'https://s.example', locale: 'en', seo: null, favicon: '/brand/icon.svg', known: true });
    applyHead(head);
    applyHead(head);
    expect([...document.querySelectorAll('link[rel~="icon"]')].map((link) => link.getAttribute('href'))).toEqual(['https://s.example/brand/icon.svg']);
  });
});

