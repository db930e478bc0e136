import { useFormatters } from '@casino/i18n';
import type { Money } from '@casino/platform-contract';
import { useGrowingAmount } from './use-growing-amount';

export type GrowingMoneyProps = { money: Money; perHour?: number; className?: string };

/** A jackpot pool that visibly grows. Not a live region: a screen reader would otherwise read it every second. */
export function GrowingMoney({ money, perHour, className }: GrowingMoneyProps) {
  const { formatMoney } = useFormatters();
  const amount = useGrowingAmount(money.amount, perHour);
  return (
    <span className={className} aria-live="off">
      {formatMoney(amount, money.currency)}
    </span>
  );
}
