// @vitest-environment jsdom
import { loadScript, removeChatElements } from './load-script';

const lastScript = () => document.head.querySelector<HTMLScriptElement>('script[data-chat-widget]');

describe('loading a provider script', () => {
  afterEach(() => removeChatElements());

  it('adds one async script and resolves when it ran', async () => {
    const loading = loadScript('https://chat.example/widget.js', { id: 'chat-script' });
    const script = lastScript();
    expect(script).toMatchObject({ async: true, src: 'https://chat.example/widget.js', id: 'chat-script' });
    script?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });

  it("carries the page's CSP nonce, so the site's policy lets the vendor's script run", async () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'n0nce-of-this-response');
    document.head.append(meta);
    try {
      const loading = loadScript('https://chat.example/widget.js');
      expect(lastScript()?.getAttribute('nonce')).toBe('n0nce-of-this-response');
      lastScript()?.dispatchEvent(new Event('load'));
      await loading;
    } finally {
      meta.remove();
    }
  });

  it('rejects and removes the script when it cannot be fetched', async () => {
    const loading = loadScript('https://chat.example/widget.js');
    lastScript()?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('the script https://chat.example/widget.js could not be loaded');
    expect(lastScript()).toBeNull();
  });

  it('gives up on a script that never answers', async () => {
    vi.useFakeTimers();
    try {
      const loading = loadScript('https://chat.example/slow.js', { timeoutMs: 1000 });
      vi.advanceTimersByTime(1000);
      await expect(loading).rejects.toThrow('did not load within 1000 ms');
      expect(lastScript()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
