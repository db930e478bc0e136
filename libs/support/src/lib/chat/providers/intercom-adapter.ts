import { deleteGlobals, requireGlobal, type ChatAdapterFactory } from '../chat-adapter';
import { removeChatElements } from '../load-script';

type Intercom = (command: string, argument?: unknown) => void;

/**
 * Intercom: booted with the workspace id (`config.id`) and the player. Its public API has no message events, so no
 * chat events are stored for it (the provider keeps the transcript).
 */
export const createIntercomAdapter: ChatAdapterFactory = ({ config, loadScript }) => {
  let intercom: Intercom | null = null;
  const appId = config.id ?? config.widget_id;
  return {
    bubbleSelector: '.intercom-lightweight-app-launcher, .intercom-launcher-frame, .intercom-launcher',
    async load() {
      if (!appId) throw new Error('Intercom needs an app id');
      await loadScript(config.src ?? `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`, { id: 'intercom-script' });
      intercom = requireGlobal<Intercom>('Intercom');
      intercom('boot', { app_id: appId, language_override: config.lang ?? undefined });
    },
    identify(identity) {
      intercom?.('update', {
        user_id: identity.uid ? String(identity.uid) : undefined,
        name: identity.name ?? undefined,
        email: identity.email ?? undefined,
        phone: identity.phone ?? undefined,
      });
    },
    show(options) {
      intercom?.('update', { hide_default_launcher: false });
      if (options?.open) intercom?.('show');
    },
    hide() {
      intercom?.('hide');
      intercom?.('update', { hide_default_launcher: true });
    },
    destroy() {
      intercom?.('shutdown');
      intercom = null;
      deleteGlobals('Intercom', 'intercomSettings');
      removeChatElements(['#intercom-container', '.intercom-lightweight-app']);
    },
  };
};
