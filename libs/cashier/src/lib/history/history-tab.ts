import { readQuery } from '@casino/routing';

/** The tabs of the cashier history (SPEC.md 2.4 and 4), the first being the default. */
export const HISTORY_TABS = ['deposit', 'withdrawal', 'bonuses', 'cashbacks'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];
export const HISTORY_TAB_QUERY = 'tab';

/** The tab a history URL asks for; a missing or unknown tab is deposit. */
export function historyTabFrom(search: string): HistoryTab {
  const tab = readQuery(search, HISTORY_TAB_QUERY);
  return HISTORY_TABS.find((known) => known === tab) ?? 'deposit';
}
