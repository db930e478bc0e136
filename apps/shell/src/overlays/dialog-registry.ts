import { authDialogs } from '@casino/auth';
import { gamehallDialogs } from '@casino/gamehall';
import { loyaltyDialogs } from '@casino/loyalty';
import { profileDialogs } from '@casino/profile';
import { promotionsDialogs } from '@casino/promotions';
import type { DialogRegistry } from '@casino/ui-kit';
import { SidebarDialog } from './sidebar-dialog';

/**
 * Every dialog id of SPEC.md 2.7 mapped to the component its feature exports (`<feature>Dialogs`). A feature
 * that exports none yet simply has its ids unregistered; the shell owns only the site menu ('sidebar').
 */
export const dialogRegistry: DialogRegistry = {
  ...authDialogs,
  ...gamehallDialogs,
  ...promotionsDialogs,
  ...profileDialogs,
  ...loyaltyDialogs,
  sidebar: SidebarDialog,
};
