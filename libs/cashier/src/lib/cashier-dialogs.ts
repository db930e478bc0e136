import { lazyDialog, type DialogRegistry } from '@casino/ui-kit';

/** The dialogs of the cashier by dialog id (SPEC.md 2.7); any page opens one with `openDialog({ id })`. */
export const cashierDialogs = {
  /** The quick deposit, over any page including a running game. */
  'quick-deposit': lazyDialog(() => import('./quick-deposit/quick-deposit-dialog').then((m) => m.QuickDepositDialog)),
} satisfies DialogRegistry;
