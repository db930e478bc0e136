// @vitest-environment jsdom
import type { LiveChatConfig } from '@casino/platform-contract';
import type { ChatAdapterFactory, ChatMessageEvent } from '../chat-adapter';
import { CHAT_ADAPTERS } from '../chat-adapters';
import { createCrispAdapter } from './crisp-adapter';
import { createFreshchatAdapter } from './freshchat-adapter';
import { createIntercomAdapter } from './intercom-adapter';
import { createLiveChatAdapter } from './livechat-adapter';
import { createNoneAdapter } from './none-adapter';
import { createTawkAdapter } from './tawk-adapter';
import { createZendeskAdapter } from './zendesk-adapter';

const config: LiveChatConfig = { id: 'acc-1', widget_id: 'widget-1', license: '12345678', lang: 'en', uid: '7', name: 'Ann', email: 'ann@example.com', phone: '+351900000000' };
const host = window as unknown as Record<string, unknown>;

/** Stands in for the provider's script: `define` puts its global API on window, as the real script would. */
function setUp(factory: ChatAdapterFactory, define: () => void = () => undefined) {
  const events: ChatMessageEvent[] = [];
  const loadScript = vi.fn(async () => define());
  const adapter = factory({ config, onChatEvent: (event) => events.push(event), loadScript });
  return { adapter, events, loadScript };
}

describe('the chat provider adapters', () => {
  it('has an adapter for each of the seven providers, one of them a no-op', async () => {
    expect(Object.keys(CHAT_ADAPTERS).sort()).toEqual(['crisp', 'freshchat', 'intercom', 'livechat', 'none', 'tawk', 'zendesk']);
    const none = setUp(createNoneAdapter);
    await none.adapter.load();
    expect(none.loadScript).not.toHaveBeenCalled();
    expect(none.adapter.bubbleSelector).toBeNull();
  });

  it.each([
    ['livechat', createLiveChatAdapter, 'LiveChatWidget'],
    ['intercom', createIntercomAdapter, 'Intercom'],
    ['zendesk', createZendeskAdapter, 'zE'],
    ['freshchat', createFreshchatAdapter, 'fcWidget'],
  ] as const)('%s fails to load, without throwing later, when its script defines no API', async (_name, factory, global) => {
    const { adapter } = setUp(factory);
    await expect(adapter.load()).rejects.toThrow(`the chat script did not define window.${global}`);
    expect(() => {
      adapter.identify(config);
      adapter.show({ open: true });
      adapter.hide();
      adapter.destroy();
    }).not.toThrow();
  });

  it.each([
    ['livechat', createLiveChatAdapter, { license: null }],
    ['intercom', createIntercomAdapter, { id: null, widget_id: null }],
    ['zendesk', createZendeskAdapter, { widget_id: null }],
    ['tawk', createTawkAdapter, { widget_id: null }],
    ['crisp', createCrispAdapter, { id: null, widget_id: null }],
    ['freshchat', createFreshchatAdapter, { widget_id: null }],
  ] as const)('%s refuses to load without the config it needs', async (_name, factory, missing) => {
    const loadScript = vi.fn(async () => undefined);
    const adapter = factory({ config: { ...config, ...missing }, onChatEvent: vi.fn(), loadScript });
    await expect(adapter.load()).rejects.toThrow();
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('LiveChat: loads the tracking script with the license, identifies, stores messages both ways and cleans up', async () => {
    const handlers: Record<string, (payload: unknown) => void> = {};
    const call = vi.fn();
    const { adapter, events, loadScript } = setUp(createLiveChatAdapter, () => {
      host['LiveChatWidget'] = { call, on: (event: string, handler: (payload: unknown) => void) => (handlers[event] = handler), get: () => ({ chatId: 'chat-9' }) };
    });
    await adapter.load();
    expect(loadScript).toHaveBeenCalledWith('https://cdn.livechatinc.com/tracking.js', { id: 'livechat-script' });
    expect(host['__lc']).toMatchObject({ license: 12345678 });
    adapter.identify(config);
    expect(call).toHaveBeenCalledWith('set_customer_email', 'ann@example.com');
    handlers['new_event']?.({ type: 'message', text: 'Hello', author: { type: 'customer' } });
    handlers['new_event']?.({ type: 'message', text: 'Hi Ann', author: { type: 'agent' } });
    handlers['new_event']?.({ type: 'system_message', text: 'Chat started' });
    expect(events).toEqual([
      { channel_id: 'livechat', conversation_id: 'chat-9', text: 'Hello', event: 'message_sent' },
      { channel_id: 'livechat', conversation_id: 'chat-9', text: 'Hi Ann', event: 'message_received' },
    ]);
    adapter.show({ open: true });
    adapter.hide();
    expect(call).toHaveBeenCalledWith('maximize');
    expect(call).toHaveBeenCalledWith('hide');
    adapter.destroy();
    expect(host['LiveChatWidget']).toBeUndefined();
    expect(host['__lc']).toBeUndefined();
  });

  it('Crisp: queues its commands, reports sent and received messages with the session id', async () => {
    const { adapter, events } = setUp(createCrispAdapter);
    await adapter.load();
    const queue = host['$crisp'] as unknown[][];
    expect(host['CRISP_WEBSITE_ID']).toBe('acc-1');
    Object.assign(queue, { get: (key: string) => (key === 'session:identifier' ? 'session-5' : undefined) });
    adapter.identify(config);
    adapter.show({ open: true });
    expect(queue).toContainEqual(['set', 'user:email', ['ann@example.com']]);
    expect(queue).toContainEqual(['do', 'chat:open']);
    const on = (name: string) => queue.find((command) => command[0] === 'on' && command[1] === name)?.[2] as (message: unknown) => void;
    on('message:sent')({ type: 'text', content: 'Where is my withdrawal?' });
    on('message:received')({ type: 'text', content: 'Let me check.' });
    expect(events).toEqual([
      { channel_id: 'crisp', conversation_id: 'session-5', text: 'Where is my withdrawal?', event: 'message_sent' },
      { channel_id: 'crisp', conversation_id: 'session-5', text: 'Let me check.', event: 'message_received' },
    ]);
    adapter.destroy();
    expect(host['$crisp']).toBeUndefined();
  });

  it('tawk.to: sets its callbacks before the script and reports messages of the started chat', async () => {
    const { adapter, events, loadScript } = setUp(createTawkAdapter);
    await adapter.load();
    expect(loadScript).toHaveBeenCalledWith('https://embed.tawk.to/acc-1/widget-1', { id: 'tawk-script' });
    const api = host['Tawk_API'] as { onChatStarted: (data: { chatId: string }) => void; onChatMessageVisitor: (m: string) => void; onChatMessageAgent: (m: string) => void };
    api.onChatStarted({ chatId: 'tawk-42' });
    api.onChatMessageVisitor('Hello');
    api.onChatMessageAgent('Welcome!');
    expect(events).toEqual([
      { channel_id: 'tawk', conversation_id: 'tawk-42', text: 'Hello', event: 'message_sent' },
      { channel_id: 'tawk', conversation_id: 'tawk-42', text: 'Welcome!', event: 'message_received' },
    ]);
    adapter.destroy();
    expect(host['Tawk_API']).toBeUndefined();
  });

  it('Freshchat: initialises with the token and reports messages with their conversation', async () => {
    const handlers: Record<string, (response: unknown) => void> = {};
    const widget = { init: vi.fn(), on: (event: string, handler: (response: unknown) => void) => (handlers[event] = handler), hide: vi.fn(), destroy: vi.fn() };
    const { adapter, events } = setUp(createFreshchatAdapter, () => {
      host['fcWidget'] = widget;
    });
    await adapter.load();
    expect(widget.init).toHaveBeenCalledWith(expect.objectContaining({ token: 'widget-1', host: 'https://wchat.freshchat.com' }));
    handlers['message:received']?.({ data: { message: { conversationId: 77, text: 'Hi there' } } });
    expect(events).toEqual([{ channel_id: 'freshchat', conversation_id: '77', text: 'Hi there', event: 'message_received' }]);
    adapter.hide();
    expect(widget.hide).toHaveBeenCalled();
    adapter.destroy();
    expect(widget.destroy).toHaveBeenCalled();
    expect(host['fcWidget']).toBeUndefined();
  });

  it('Intercom and Zendesk: boot with their ids and hide their launcher on request', async () => {
    const intercom = vi.fn();
    const intercomSetup = setUp(createIntercomAdapter, () => {
      host['Intercom'] = intercom;
    });
    await intercomSetup.adapter.load();
    expect(intercom).toHaveBeenCalledWith('boot', { app_id: 'acc-1', language_override: 'en' });
    intercomSetup.adapter.hide();
    expect(intercom).toHaveBeenCalledWith('update', { hide_default_launcher: true });
    intercomSetup.adapter.destroy();
    expect(intercom).toHaveBeenCalledWith('shutdown');

    const zendesk = vi.fn();
    const zendeskSetup = setUp(createZendeskAdapter, () => {
      host['zE'] = zendesk;
    });
    await zendeskSetup.adapter.load();
    expect(zendeskSetup.loadScript).toHaveBeenCalledWith('https://static.zdassets.com/ekr/snippet.js?key=widget-1', { id: 'ze-snippet' });
    zendeskSetup.adapter.show({ open: true });
    expect(zendesk).toHaveBeenCalledWith('webWidget', 'open');
    zendeskSetup.adapter.destroy();
    expect(host['zE']).toBeUndefined();
  });
});
