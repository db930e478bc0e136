import { useFormatters } from '@casino/i18n';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { Reward } from './offer-model';
import { rewardMessages } from './shared.messages';
import { useOfferCurrency } from './use-offer-currency';

/**
 * What a reward gives, in words: "100% bonus up to €500", "20 free spins", "€10 free bet", "10% cashback".
 * Amounts carry the currency they are paid in; without a known currency the amount part is left out.
 */
export function useRewardText(): (reward: Reward | undefined) => string | undefined {
  const intl = useIntl();
  const { formatMoney } = useFormatters();
  const currency = useOfferCurrency();
  return useCallback(
    (reward) => {
      if (!reward) return undefined;
      const money = (value: number | undefined) => (value !== undefined && currency ? formatMoney(value, currency) : undefined);
      if (reward.kind === 'freespins' && reward.freespins) return intl.formatMessage(rewardMessages.freespins, { count: reward.freespins });
      if (reward.kind === 'cashback' && reward.percent) return intl.formatMessage(rewardMessages.cashback, { percent: reward.percent });
      if (reward.kind === 'betting') {
        const amount = money(reward.amount);
        return amount ? intl.formatMessage(rewardMessages.freeBet, { amount }) : undefined;
      }
      if (reward.percent) {
        const cap = money(reward.maxAmount);
        return cap
          ? intl.formatMessage(rewardMessages.percentUpTo, { percent: reward.percent, amount: cap })
          : intl.formatMessage(rewardMessages.percent, { percent: reward.percent });
      }
      if (reward.freespins) return intl.formatMessage(rewardMessages.freespins, { count: reward.freespins });
      const amount = money(reward.amount);
      return amount ? intl.formatMessage(rewardMessages.amount, { amount }) : undefined;
    },
    [intl, formatMoney, currency],
  );
}
