/**
 * A stand-in for LiveChat's tracking script (SPEC.md 7.4), served by the emulator so the chat runs on a fresh clone
 * with no internet: the `LiveChatWidget` calls the site's adapter makes, and a bubble the site shows and hides.
 */
/** Where the emulator serves it, on the site's own origin (the web server proxies /platform). */
export const LIVECHAT_DEMO_SRC = '/platform/chat/livechat-demo.js';

export const LIVECHAT_DEMO_SCRIPT = `(() => {
  if (window.LiveChatWidget) return;
  const container = document.createElement('div');
  container.id = 'chat-widget-container';
  container.hidden = true;
  container.style.cssText = 'position:fixed;right:16px;bottom:96px;z-index:50';
  const bubble = document.createElement('button');
  bubble.type = 'button';
  bubble.textContent = 'Chat';
  bubble.setAttribute('aria-label', 'Live chat (demo)');
  bubble.style.cssText = 'min-width:48px;min-height:48px;padding:0 16px;border:0;border-radius:24px;background:#1f6feb;color:#fff;font:600 14px system-ui,sans-serif;cursor:pointer';
  container.append(bubble);
  document.body.append(container);
  const handlers = {};
  window.LiveChatWidget = {
    call(command) {
      if (command === 'hide') container.hidden = true;
      if (command === 'minimize' || command === 'maximize') container.hidden = false;
      if (command === 'destroy') {
        container.remove();
        delete window.LiveChatWidget;
      }
      container.dataset.state = command;
    },
    on(event, callback) {
      (handlers[event] = handlers[event] || []).push(callback);
    },
    get(what) {
      return what === 'chat_data' ? { chatId: 'demo-chat' } : undefined;
    },
  };
  bubble.addEventListener('click', () => window.LiveChatWidget && window.LiveChatWidget.call('maximize'));
})();
`;
