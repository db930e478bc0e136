import { allowScript, cspNonce } from './csp-nonce';

describe('the CSP nonce of the page', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('is read from the csp-nonce meta tag the web server stamps', () => {
    document.head.innerHTML = '<meta property="csp-nonce" nonce="r4nd0m==">';
    expect(cspNonce()).toBe('r4nd0m==');
    const script = document.createElement('script');
    allowScript(script);
    expect(script.getAttribute('nonce')).toBe('r4nd0m==');
  });

  it('is empty without the meta tag, and a script is left as it is', () => {
    expect(cspNonce()).toBe('');
    const script = document.createElement('script');
    allowScript(script);
    expect(script.hasAttribute('nonce')).toBe(false);
  });
});
