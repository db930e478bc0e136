import type { RgLimits, RgLimitType, RgMoneyLimit, RgPeriod, RgTimeLimit } from '@casino/platform-contract';
import type { MessageDescriptor } from 'react-intl';
import { responsibleGameMessages as m } from './responsible-game.messages';

export const PERIOD_LABELS: Record<RgPeriod, MessageDescriptor> = { day: m.periodDay, week: m.periodWeek, month: m.periodMonth };

export const LIMIT_TEXTS: Record<RgLimitType, { title: MessageDescriptor; text: MessageDescriptor }> = {
  deposit: { title: m.depositTitle, text: m.depositText },
  loss: { title: m.lossTitle, text: m.lossText },
  wager: { title: m.wagerTitle, text: m.wagerText },
  session: { title: m.sessionTitle, text: m.sessionText },
};

/** One period's limit as the card shows it, money and minutes alike: the limit in force, what is used and left, what waits. */
export type LimitRow = {
  period: RgPeriod;
  limit: number | null;
  used: number;
  left: number | null;
  /** A raise or removal waiting out the cooling-off: the value it sets (null removes) and when. */
  pending: { value: number | null; at: string } | null;
  canEdit: boolean;
  resetsAt: string;
};

/** One period's limit: `figures` and `pendingValue` in the limit's own unit (an amount or minutes), the rest alike for every limit. */
const limitRow = (limit: RgMoneyLimit | RgTimeLimit, figures: Pick<LimitRow, 'limit' | 'used' | 'left'>, pendingValue: number | null = null): LimitRow => ({
  period: limit.period,
  ...figures,
  pending: limit.pending && { value: pendingValue, at: limit.pending.effective_at },
  canEdit: limit.can_edit,
  resetsAt: limit.resets_at,
});

const moneyRow = (limit: RgMoneyLimit) =>
  limitRow(limit, { limit: limit.limit_amount, used: limit.used_amount, left: limit.available_amount }, limit.pending?.limit_amount);

const timeRow = (limit: RgTimeLimit) =>
  limitRow(limit, { limit: limit.limit_minutes, used: limit.used_minutes, left: limit.available_minutes }, limit.pending?.limit_minutes);

/** The three periods of one limit type, day first. */
export function limitRows(limits: RgLimits, type: RgLimitType): LimitRow[] {
  if (type === 'session') return [timeRow(limits.session.day), timeRow(limits.session.week), timeRow(limits.session.month)];
  const byPeriod = limits[type];
  return [moneyRow(byPeriod.day), moneyRow(byPeriod.week), moneyRow(byPeriod.month)];
}
