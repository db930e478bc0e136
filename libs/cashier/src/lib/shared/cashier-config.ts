import type { CmsLooseDocument } from '@casino/cms-client';

/** A text of the content service's cashier-config (titles, the limit hint), when it has one. */
export function configText(config: CmsLooseDocument | undefined, key: 'depositTitle' | 'withdrawTitle' | 'limitHint'): string | undefined {
  const value: unknown = config?.[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** A positive whole number of cashier-config (page sizes), or the spec's default. */
export function configCount(config: CmsLooseDocument | undefined, key: 'historyPageSize' | 'recentTransactionsCount', fallback: number): number {
  const value: unknown = config?.[key];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;
}
