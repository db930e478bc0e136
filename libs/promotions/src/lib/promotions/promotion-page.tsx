import { useIntl } from 'react-intl';
import { OfferItemView } from '../shared/offer-item-view';
import { offerDetailMessages as m } from '../shared/offer-detail.messages';

/** `/promotions/{id}`: one promotion with its terms, countdown and taking part. */
export function PromotionPage() {
  const intl = useIntl();
  return <OfferItemView listRoute="promotions.index" backLabel={intl.formatMessage(m.back)} notFoundTitle={intl.formatMessage(m.notFound)} />;
}
