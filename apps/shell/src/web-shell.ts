import type { Shell } from '@casino/app-frame';
import { GameLayout } from './game/game-layout';
import { DefaultLayout } from './layouts/default-layout';
import { StartupScreen } from './layouts/startup-screen';
import { shellMessages } from './messages/shell-messages';

/** The web shell: its layouts, its startup screen and its site menu; every feature comes from the product's list. */
export const webShell: Shell = {
  kind: 'product',
  messages: shellMessages,
  layouts: { default: DefaultLayout, game: GameLayout },
  StartupFallback: StartupScreen,
  dialogs: () => import('./overlays/sidebar-dialog').then((module) => ({ sidebar: module.SidebarDialog })),
  allowedExternalHosts: import.meta.env['VITE_ALLOWED_EXTERNAL_HOSTS'] as string | undefined,
};
