import { buildPath } from '@casino/routing';
import { PageIntro, SectionHeading } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { usePageLocale } from '@casino/i18n';
import { PromoCodeForm } from '../promo-code/promo-code-form';
import { OfferGrid } from '../shared/offer-grid';
import shared from '../shared/shared.module.css';
import { useOffers } from '../shared/use-offers';
import { FeaturedBanners } from './featured-banners';
import { promotionsMessages as m } from './promotions.messages';
import styles from './promotions-page.module.css';

/** `/promotions`: the CMS's featured banners, the promo code form and every campaign the player may take. */
export function PromotionsPage() {
  const intl = useIntl();
  const locale = usePageLocale();
  const { offers, isError, refetch } = useOffers();
  return (
    <div className={shared['page']}>
      <PageIntro title={intl.formatMessage(m.title)} lead={intl.formatMessage(m.lead)} />
      <FeaturedBanners />
      <div className={styles['layout']}>
        <aside className={styles['aside']}>
          <PromoCodeForm />
        </aside>
        <section aria-labelledby="promotions-all" className={styles['list']}>
          <SectionHeading
            id="promotions-all"
            title={intl.formatMessage(m.all)}
            link={{ to: buildPath('offers.index', { locale }), label: intl.formatMessage(m.depositOffers) }}
          />
          <OfferGrid offers={offers} isError={isError} onRetry={refetch} empty={{ texts: m, to: buildPath('gamehall.index', { locale }) }} detailRoute="promotions.item" labelledBy="promotions-all" />
        </section>
      </div>
    </div>
  );
}
