// @vitest-environment jsdom
import { injectCustomCode } from './custom-code';

describe('injectCustomCode', () => {
  it('injects enabled snippets at head, bodyStart and bodyEnd once, and skips disabled ones', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const snippets = [
      { isEnabled: true, position: 'head', code: '<meta name="verify" content="1">' },
      { isEnabled: true, position: 'bodyStart', code: '<noscript id="start">x</noscript>' },
      { isEnabled: true, position: 'bodyEnd', code: '<div id="end"></div>' },
      { isEnabled: false, position: 'bodyEnd', code: '<div id="disabled"></div>' },
    ] as const;
    injectCustomCode(snippets);
    injectCustomCode(snippets);
    expect(document.head.querySelectorAll('meta[name="verify"]')).toHaveLength(1);
    expect(document.body.firstElementChild?.id).toBe('start');
    expect(document.body.lastElementChild?.id).toBe('end');
    expect(document.getElementById('disabled')).toBeNull();
  });

  it("gives every script of a snippet the page's CSP nonce, so inline and loaded snippet scripts run under the policy", () => {
    const doc = document.implementation.createHTMLDocument('page');
    doc.head.innerHTML = '<meta property="csp-nonce" nonce="abc123==">';
    injectCustomCode(
      [
        { isEnabled: true, position: 'head', code: '<script>window.dataLayer = [];</script><script async src="https://tags.example/t.js"></script>' },
        { isEnabled: true, position: 'bodyEnd', code: '<div><script>window.tagged = true;</script></div><p>text</p>' },
      ],
      doc,
    );
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts).toHaveLength(3);
    expect(scripts.map((script) => script.getAttribute('nonce'))).toEqual(['abc123==', 'abc123==', 'abc123==']);
  });
});
