import { authApi } from '@casino/api-client';
import { platformHandler } from '@casino/api-client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, startTestServer, visitor } from '@casino/session/testing';
import { Link } from 'react-router-dom';
import { supportFeature } from '../support-feature';
import type { ChatAdapter, ChatAdapterContext } from './chat-adapter';
import { ChatWidgetEffect } from './chat-widget-effect';
import { openLiveChat } from './chat-opener';
import { chatSettings } from '../testing/support-fixtures';

const { server, seen } = startTestServer();

/** A provider whose script "loads": records the calls and keeps the context to send messages through. */
function fakeProvider() {
  const calls: string[] = [];
  const contexts: ChatAdapterContext[] = [];
  const loadAdapter = vi.fn(async () => (context: ChatAdapterContext): ChatAdapter => {
    contexts.push(context);
    calls.push(`create:${context.config.email ?? ''}`);
    return {
      bubbleSelector: null,
      load: async () => void calls.push('load'),
      identify: () => void calls.push('identify'),
      show: (options) => void calls.push(options?.open ? 'open' : 'show'),
      hide: () => void calls.push('hide'),
      destroy: () => void calls.push('destroy'),
    };
  });
  return { calls, contexts, loadAdapter };
}

const immediately = (work: () => void) => {
  work();
  return () => undefined;
};

/** Where a player can go next: the betting page, a game page and another page. */
function Navigation() {
  return (
    <nav>
      <Link to="/betting">Betting</Link>
      <Link to="/pl/game/book-of-ra">Game</Link>
      <Link to="/promotions">Promotions</Link>
    </nav>
  );
}

describe('ChatWidgetEffect', () => {
  it('starts the provider the settings name, hides it on betting and game pages and shows it elsewhere', async () => {
    server.use(platformHandler('support.getsettings', chatSettings('crisp')));
    const provider = fakeProvider();
    await renderPage(
      <>
        <ChatWidgetEffect loadAdapter={provider.loadAdapter} whenIdle={immediately} />
        <Navigation />
      </>,
      { route: '/', path: '*', state: visitor, feature: supportFeature },
    );
    await waitFor(() => expect(provider.calls).toEqual(['create:demo@example.com', 'load', 'identify', 'show']));
    expect(provider.loadAdapter).toHaveBeenCalledWith('crisp');

    await userEvent.click(screen.getByRole('link', { name: 'Betting' }));
    expect(provider.calls.at(-1)).toBe('hide');
    await userEvent.click(screen.getByRole('link', { name: 'Game' }));
    expect(provider.calls.at(-1)).toBe('hide');
    await userEvent.click(screen.getByRole('link', { name: 'Promotions' }));
    expect(provider.calls.at(-1)).toBe('show');
  });

  it('does not load any chat script on a betting page, nor when no provider is configured', async () => {
    server.use(platformHandler('support.getsettings', chatSettings('livechat')));
    const provider = fakeProvider();
    const { unmount } = await renderPage(<ChatWidgetEffect loadAdapter={provider.loadAdapter} whenIdle={immediately} />, { route: '/betting', path: '*', state: visitor, feature: supportFeature });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(provider.loadAdapter).not.toHaveBeenCalled();
    unmount();

    server.use(platformHandler('support.getsettings', { provider: null, config: {} }));
    const none = fakeProvider();
    await renderPage(<ChatWidgetEffect loadAdapter={none.loadAdapter} whenIdle={immediately} />, { route: '/', path: '*', state: visitor, feature: supportFeature });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(none.loadAdapter).not.toHaveBeenCalled();
    await expect(openLiveChat()).resolves.toBe(false);
  });

  it('stores each chat message sent or received with the chat-event call', async () => {
    server.use(platformHandler('support.getsettings', chatSettings('tawk')));
    const provider = fakeProvider();
    await renderPage(<ChatWidgetEffect loadAdapter={provider.loadAdapter} whenIdle={immediately} />, { route: '/support', path: '*', state: visitor, feature: supportFeature });
    await waitFor(() => expect(provider.contexts).toHaveLength(1));
    act(() => provider.contexts[0]?.onChatEvent({ channel_id: 'tawk', conversation_id: 'c-1', text: 'Hello', event: 'message_sent' }));
    await waitFor(async () =>
      expect((await seen.all()).find((request) => request.path === '/api/chat.storeEvent')?.body).toEqual({
        channel_id: 'tawk',
        conversation_id: 'c-1',
        text: 'Hello',
        event: 'message_sent',
      }),
    );
  });

  it('re-initialises the chat for the new player after a sign-in, and opens it on request', async () => {
    server.use(platformHandler('support.getsettings', chatSettings('zendesk')));
    const provider = fakeProvider();
    const { store } = await renderPage(<ChatWidgetEffect loadAdapter={provider.loadAdapter} whenIdle={immediately} />, { route: '/', path: '*', state: visitor, feature: supportFeature });
    await waitFor(() => expect(provider.calls).toContain('show'));

    server.use(platformHandler('support.getsettings', { provider: 'zendesk', config: { zendesk: { widget_id: 'w', email: 'new@example.com' } } }));
    await act(async () => {
      await store.dispatch(authApi.endpoints.login.initiate({ login: 'new@example.com', password: 'secret1' }));
    });
    await waitFor(() => expect(provider.calls).toContain('create:new@example.com'));
    const sinceLogin = provider.calls.slice(provider.calls.indexOf('show') + 1);
    expect(sinceLogin).toEqual(['destroy', 'create:new@example.com', 'load', 'identify', 'show']);

    await expect(act(() => openLiveChat())).resolves.toBe(true);
    expect(provider.calls.at(-1)).toBe('open');
  });
});
