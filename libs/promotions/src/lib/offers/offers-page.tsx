import { PageIntro } from '@casino/ui-kit';
import { buildPath } from '@casino/routing';

import { useIntl } from 'react-intl';
import { usePageLocale } from '@casino/i18n';
import { OfferGrid } from '../shared/offer-grid';
import shared from '../shared/shared.module.css';
import { useOffers } from '../shared/use-offers';
import { offersMessages as m } from './offers.messages';

/** The trigger action of the offers this page lists (SPEC.md 3, 6). */
const DEPOSIT_ACTION = 'deposit';

/** `/offers`: the deposit offers the player may take, each leading to the deposit with the offer preselected. */
export function OffersPage() {
  const intl = useIntl();
  const locale = usePageLocale();
  const { offers, isError, refetch } = useOffers({ action: DEPOSIT_ACTION });
  return (
    <div className={shared['page']}>
      <PageIntro title={intl.formatMessage(m.title)} lead={intl.formatMessage(m.lead)} />
      <section aria-labelledby="offers-list" className={shared['page']}>
        <h2 id="offers-list" className={shared['sectionTitle']}>
          {intl.formatMessage(m.listTitle)}
        </h2>
        <OfferGrid offers={offers} isError={isError} onRetry={refetch} empty={{ texts: m, to: buildPath('promotions.index', { locale }) }} detailRoute="offers.item" labelledBy="offers-list" />
      </section>
    </div>
  );
}
