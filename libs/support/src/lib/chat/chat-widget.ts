import { breakpoints } from '@casino/ui-kit';
import type { ChatAdapter, ChatAdapterFactory, ChatMessageEvent, ChatProviderId } from './chat-adapter';
import { CHAT_ADAPTERS } from './chat-adapters';
import type { ChatSettings } from './chat-settings';
import { loadScript as injectScript } from './load-script';

/** SPEC.md 9: on mobile the chat bubble sits 5rem higher, above the bottom navigation bar. */
export const MOBILE_BUBBLE_RAISE = '5rem';

export type ChatWidgetOptions = {
  onChatEvent: (event: ChatMessageEvent) => void;
  /** SPEC.md 8: chat failures are logged and otherwise ignored. */
  log?: (message: string, error: unknown) => void;
  loadAdapter?: (provider: ChatProviderId) => Promise<ChatAdapterFactory>;
  loadScript?: typeof injectScript;
  /** Runs work when the browser is idle, so a chat never competes with the page's first paint; returns a cancel. */
  whenIdle?: (work: () => void) => () => void;
};

export type ChatWidget = {
  /** Applies settings; a new generation (a session change) re-initialises the widget even with the same settings. */
  configure: (settings: ChatSettings | null, generation: number) => void;
  /** Shows or hides the badge; the provider's script is first loaded when the badge must show. */
  setVisible: (visible: boolean) => void;
  /** Opens the chat window, loading the provider when needed; false when it could not. */
  open: () => Promise<boolean>;
  /** Removes the widget; a later `configure` starts again. */
  destroy: () => void;
};

type Run = {
  settings: ChatSettings;
  /** The adapter while it loads or runs, so a teardown can destroy it. */
  adapter: ChatAdapter | null;
  /** The adapter once loaded and shown or hidden. */
  ready: ChatAdapter | null;
  started: Promise<ChatAdapter | null> | null;
  /** The last start failed: only an explicit open tries again. */
  failed: boolean;
  cancelled: boolean;
  style: HTMLStyleElement | null;
};

const defaultWhenIdle = (work: () => void) => {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(work, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 1);
  return () => clearTimeout(handle);
};

const defaultLog = (message: string, error: unknown) => console.warn(message, error);

function raiseBubble(selector: string | null): HTMLStyleElement | null {
  if (!selector) return null;
  const style = document.createElement('style');
  style.dataset['chatBubble'] = 'true';
  style.textContent = `@media (max-width: ${breakpoints.tablet - 0.02}px) { ${selector} { translate: 0 -${MOBILE_BUBBLE_RAISE} !important; } }`;
  document.head.append(style);
  return style;
}

/** The live-chat widget's life cycle around one provider adapter (load, identify, show, hide, destroy). */
export function createChatWidget({
  onChatEvent,
  log = defaultLog,
  loadAdapter = (provider) => CHAT_ADAPTERS[provider](),
  loadScript = injectScript,
  whenIdle = defaultWhenIdle,
}: ChatWidgetOptions): ChatWidget {
  let run: Run | null = null;
  let key = '';
  let visible = false;
  let cancelIdle: (() => void) | null = null;

  const teardown = () => {
    cancelIdle?.();
    cancelIdle = null;
    if (!run) return;
    run.cancelled = true;
    run.adapter?.destroy();
    run.style?.remove();
    run = null;
  };

  const start = (current: Run): Promise<ChatAdapter | null> => {
    current.started ??= (async () => {
      const factory = await loadAdapter(current.settings.provider);
      if (current.cancelled) return null;
      const adapter = factory({ config: current.settings.config, onChatEvent, loadScript });
      current.adapter = adapter;
      await adapter.load();
      if (current.cancelled) return null;
      current.style = raiseBubble(adapter.bubbleSelector);
      adapter.identify(current.settings.config);
      if (visible) adapter.show();
      else adapter.hide();
      current.ready = adapter;
      current.failed = false;
      return adapter;
    })().catch((error: unknown) => {
      log(`[support] the ${current.settings.provider} live chat could not be started; the site goes on without it`, error);
      current.adapter?.destroy();
      current.adapter = null;
      current.started = null;
      current.failed = true;
      return null;
    });
    return current.started;
  };

  const startWhenIdle = () => {
    const current = run;
    if (!current || current.started || current.failed || cancelIdle) return;
    cancelIdle = whenIdle(() => {
      cancelIdle = null;
      if (run === current && visible) void start(current);
    });
  };

  return {
    configure(settings, generation) {
      const next = JSON.stringify([generation, settings]);
      if (next === key) return;
      key = next;
      teardown();
      if (!settings) return;
      run = { settings, adapter: null, ready: null, started: null, failed: false, cancelled: false, style: null };
      if (visible) startWhenIdle();
    },
    setVisible(next) {
      visible = next;
      const ready = run?.ready;
      if (ready) {
        if (next) ready.show();
        else ready.hide();
      } else if (next) startWhenIdle();
    },
    async open() {
      const current = run;
      if (!current) return false;
      const adapter = await start(current);
      if (!adapter || current.cancelled) return false;
      adapter.show({ open: true });
      return true;
    },
    destroy() {
      teardown();
      key = '';
    },
  };
}
