import { useIntl } from 'react-intl';
import { OfferItemView } from '../shared/offer-item-view';
import { offersMessages as m } from './offers.messages';

/** `/offers/{id}`: one offer with its terms, countdown and the deposit with the offer preselected. */
export function OfferPage() {
  const intl = useIntl();
  return <OfferItemView listRoute="offers.index" backLabel={intl.formatMessage(m.back)} notFoundTitle={intl.formatMessage(m.notFound)} />;
}
