// @vitest-environment jsdom
import type { ChatAdapter, ChatAdapterFactory } from './chat-adapter';
import { createChatWidget, MOBILE_BUBBLE_RAISE } from './chat-widget';
import type { ChatSettings } from './chat-settings';

const crisp: ChatSettings = { provider: 'crisp', config: { id: 'site-1', name: 'Ann', email: 'ann@example.com' } };

/** A provider that records what the widget asked of it; `failLoad` makes its script unreachable. */
function fakeProvider({ failLoad = false } = {}) {
  const calls: string[] = [];
  const adapters: ChatAdapter[] = [];
  const factory: ChatAdapterFactory = ({ config }) => {
    const adapter: ChatAdapter = {
      bubbleSelector: '#fake-bubble',
      load: async () => {
        calls.push('load');
        if (failLoad) throw new Error('script unreachable');
      },
      identify: (identity) => calls.push(`identify:${identity.email ?? ''}`),
      show: (options) => calls.push(options?.open ? 'open' : 'show'),
      hide: () => calls.push('hide'),
      destroy: () => calls.push('destroy'),
    };
    calls.push(`create:${config.id}`);
    adapters.push(adapter);
    return adapter;
  };
  return { calls, adapters, loadAdapter: vi.fn(async () => factory) };
}

const immediately = (work: () => void) => {
  work();
  return () => undefined;
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the live-chat widget', () => {
  afterEach(() => document.head.querySelectorAll('style[data-chat-bubble]').forEach((style) => style.remove()));

  it('loads nothing while the badge is hidden, then loads, identifies and shows the chat once it must show', async () => {
    const provider = fakeProvider();
    const widget = createChatWidget({ onChatEvent: vi.fn(), loadAdapter: provider.loadAdapter, whenIdle: immediately });
    widget.configure(crisp, 0);
    await settle();
    expect(provider.loadAdapter).not.toHaveBeenCalled();

    widget.setVisible(true);
    await settle();
    expect(provider.loadAdapter).toHaveBeenCalledWith('crisp');
    expect(provider.calls).toEqual(['create:site-1', 'load', 'identify:ann@example.com', 'show']);

    widget.setVisible(false);
    widget.setVisible(true);
    expect(provider.calls.slice(-2)).toEqual(['hide', 'show']);
  });

  it('raises the mobile bubble by 5rem above the bottom bar, and removes the rule with the widget', async () => {
    const provider = fakeProvider();
    const widget = createChatWidget({ onChatEvent: vi.fn(), loadAdapter: provider.loadAdapter, whenIdle: immediately });
    widget.setVisible(true);
    widget.configure(crisp, 0);
    await settle();
    const rule = document.head.querySelector('style[data-chat-bubble]')?.textContent ?? '';
    expect(MOBILE_BUBBLE_RAISE).toBe('5rem');
    expect(rule).toBe('@media (max-width: 767.98px) { #fake-bubble { translate: 0 -5rem !important; } }');
    widget.destroy();
    expect(document.head.querySelector('style[data-chat-bubble]')).toBeNull();
    expect(provider.calls.at(-1)).toBe('destroy');
  });

  it('logs an unreachable provider and goes on; the badge does not retry, an explicit open does', async () => {
    const provider = fakeProvider({ failLoad: true });
    const log = vi.fn();
    const widget = createChatWidget({ onChatEvent: vi.fn(), loadAdapter: provider.loadAdapter, whenIdle: immediately, log });
    widget.configure(crisp, 0);
    widget.setVisible(true);
    await settle();
    expect(log).toHaveBeenCalledWith('[support] the crisp live chat could not be started; the site goes on without it', expect.any(Error));
    expect(provider.calls).toEqual(['create:site-1', 'load', 'destroy']);

    widget.setVisible(false);
    widget.setVisible(true);
    await settle();
    expect(provider.calls.filter((call) => call === 'load')).toHaveLength(1);

    await expect(widget.open()).resolves.toBe(false);
    expect(provider.calls.filter((call) => call === 'load')).toHaveLength(2);
  });

  it('opens the chat window on request, loading the provider first even where the badge is hidden', async () => {
    const provider = fakeProvider();
    const widget = createChatWidget({ onChatEvent: vi.fn(), loadAdapter: provider.loadAdapter, whenIdle: immediately });
    widget.configure(crisp, 0);
    await expect(widget.open()).resolves.toBe(true);
    expect(provider.calls).toEqual(['create:site-1', 'load', 'identify:ann@example.com', 'hide', 'open']);
  });

  it('re-initialises for a new session even with the same settings, and runs nothing without a provider', async () => {
    const provider = fakeProvider();
    const widget = createChatWidget({ onChatEvent: vi.fn(), loadAdapter: provider.loadAdapter, whenIdle: immediately });
    widget.setVisible(true);
    widget.configure(crisp, 0);
    await settle();
    widget.configure(crisp, 0);
    await settle();
    expect(provider.calls.filter((call) => call.startsWith('create'))).toHaveLength(1);

    widget.configure({ ...crisp, config: { ...crisp.config, email: 'bob@example.com' } }, 1);
    await settle();
    expect(provider.calls.slice(-5)).toEqual(['destroy', 'create:site-1', 'load', 'identify:bob@example.com', 'show']);

    widget.configure(null, 2);
    expect(provider.calls.at(-1)).toBe('destroy');
    await expect(widget.open()).resolves.toBe(false);
  });

  it('waits for an idle moment before loading, and cancels the wait when the settings change', async () => {
    const provider = fakeProvider();
    let pending: (() => void) | null = null;
    const cancel = vi.fn();
    const widget = createChatWidget({
      onChatEvent: vi.fn(),
      loadAdapter: provider.loadAdapter,
      whenIdle: (work) => {
        pending = work;
        return cancel;
      },
    });
    widget.setVisible(true);
    widget.configure(crisp, 0);
    expect(provider.loadAdapter).not.toHaveBeenCalled();
    widget.configure(null, 1);
    expect(cancel).toHaveBeenCalled();
    (pending as (() => void) | null)?.();
    await settle();
    expect(provider.loadAdapter).not.toHaveBeenCalled();
  });
});
