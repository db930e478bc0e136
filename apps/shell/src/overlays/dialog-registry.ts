import { authDialogs } from '@casino/auth';
import { gamehallDialogs } from '@casino/gamehall';
import type { DialogRegistry } from '@casino/ui-kit';
import { SidebarDialog } from './sidebar-dialog';

/**
 * Every dialog id of SPEC.md 2.7 mapped to the component its feature exports (`<feature>Dialogs`). A feature
 * that exports none yet simply has its ids unregistered; the shell owns only the site menu ('sidebar').
 */
export const dialogRegistry: DialogRegistry = {
  ...authDialogs,
  ...gamehallDialogs,
  sidebar: SidebarDialog,
};
