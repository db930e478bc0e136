import { buildHeadData } from '../head/head-data';
import { customCodeHtml } from './custom-code-html';
import { documentHead } from './head-html';
import { scriptJson } from './serialize';

const TEMPLATE =
  '<!doctype html><html lang="en" dir="ltr"><head><meta name="description" content="Default" /><title>Default</title></head><body><div id="root"></div></body></html>';

describe('server HTML', () => {
  it('writes state no CMS text can break out of, and reads it back whole', () => {
    const hostile = { text: '</script><script>alert(1)</script>', line: 'a\u2028b', amp: 'a&b' };
    const literal = scriptJson(hostile);
    expect(literal).not.toMatch(/<|>|\u2028/);
    expect(JSON.parse(JSON.parse(literal) as string)).toEqual(hostile);
  });

  it('puts the page head of SPEC.md 2.8 into index.html: lang, title, description, canonical, hreflang, og, JSON-LD under the nonce', () => {
    const head = buildHeadData({
      pathname: '/pl/promotions',
      origin: 'https://casino.example',
      locale: 'pl',
      seo: { title: 'Promocje <b>', description: 'Opis "x"', faqSchema: [{ question: 'Q</script>', answer: 'A' }] } as never,
      known: true,
    });
    const html = documentHead(TEMPLATE, head, 'n0nce');
    expect(html).toContain('<html lang="pl" dir="ltr">');
    expect(html).toContain('<title>Promocje &#60;b&#62;</title>');
    expect(html).toContain('<meta name="description" content="Opis &#34;x&#34;" />');
    expect(html).toContain('<link data-shell-head="" rel="canonical" href="https://casino.example/pl/promotions">');
    expect(html.match(/hreflang=/g)).toHaveLength(7);
    expect(html).toContain('<meta data-shell-head="" property="og:locale" content="pl">');
    expect(html).toMatch(/<script data-shell-head="" type="application\/ld\+json" nonce="n0nce">[^<]*Q\\u003c\/script>/);
  });

  it("writes the operator's favicon in place of the build's, escaped", () => {
    const template = TEMPLATE.replace('<title>', '<link rel="icon" href="/favicon.svg" type="image/svg+xml" /><title>');
    const head = buildHeadData({ pathname: '/', origin: 'https://casino.example', locale: 'en', seo: null, favicon: '/icon.svg?"x"', known: true });
    const html = documentHead(template, head, 'n0nce');
    expect(html).not.toContain('/favicon.svg');
    expect(html).toContain('<link data-shell-head="" rel="icon" href="https://casino.example/icon.svg?&#34;x&#34;">');
  });

  it('places the enabled custom code snippets, each script with the nonce, and marks them rendered', () => {
    const code = customCodeHtml(
      [
        { isEnabled: true, position: 'head', code: '<script>gtm()</script>' },
        { isEnabled: true, position: 'bodyStart', code: '<noscript>tag</noscript>' },
        { isEnabled: false, position: 'bodyEnd', code: '<script>off()</script>' },
      ],
      'n0nce',
    );
    expect(code.head).toContain('<script data-custom-code="head" nonce="n0nce">gtm()</script>');
    expect(code.head).toContain('data-custom-code="rendered"');
    expect(code.bodyStart).toBe('<noscript>tag</noscript>');
    expect(code.bodyEnd).toBe('');
  });

  it('leaves the snippets to the browser when the CMS did not answer in time', () => {
    expect(customCodeHtml(undefined, 'n0nce')).toEqual({ head: '', bodyStart: '', bodyEnd: '' });
  });
});
