import { useFormatters } from '@casino/i18n';
import type { Offer } from '@casino/platform-contract';
import { useIntl } from 'react-intl';
import { mainReward } from './offer-model';
import { offerDetailMessages as m, periodRangeMessage, periodUntilMessage, wagerTimesMessage } from './offer-detail.messages';
import { useOfferCurrency } from './use-offer-currency';
import { useRewardText } from './use-reward-text';
import styles from './offer-detail.module.css';

export type OfferTermsProps = { offer: Offer };

/** The terms of an offer as a definition list: reward, minimum deposit, wagering, excluded methods, period. */
export function OfferTerms({ offer }: OfferTermsProps) {
  const intl = useIntl();
  const { formatMoney, formatDate } = useFormatters();
  const currency = useOfferCurrency();
  const rewardText = useRewardText();
  const reward = mainReward(offer);
  const minAmount = offer.trigger.params.min_amount;
  const excluded = offer.trigger.params.exclude_methods ?? [];
  const end = offer.finished_at ? formatDate(offer.finished_at) : undefined;
  const start = offer.started_at ? formatDate(offer.started_at) : undefined;

  const rows: Array<{ term: string; value: string | undefined }> = [
    { term: intl.formatMessage(m.reward), value: rewardText(reward) },
    { term: intl.formatMessage(m.minDeposit), value: minAmount && currency ? formatMoney(minAmount, currency) : undefined },
    { term: intl.formatMessage(m.wager), value: reward?.wager ? intl.formatMessage(wagerTimesMessage, { times: reward.wager }) : undefined },
    { term: intl.formatMessage(m.excluded), value: excluded.length ? intl.formatList(excluded, { type: 'conjunction' }) : undefined },
    {
      term: intl.formatMessage(m.period),
      value: end ? (start ? intl.formatMessage(periodRangeMessage, { start, end }) : intl.formatMessage(periodUntilMessage, { end })) : undefined,
    },
  ];
  const shown = rows.filter((row): row is { term: string; value: string } => row.value !== undefined);
  if (!shown.length) return null;
  return (
    <section aria-labelledby="offer-terms" className={styles['terms']}>
      <h2 id="offer-terms" className={styles['termsTitle']}>
        {intl.formatMessage(m.terms)}
      </h2>
      <dl className={styles['list']}>
        {shown.map((row) => (
          <div key={row.term} className={styles['row']}>
            <dt>{row.term}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
