import { useGetLoyaltyProductsQuery } from '@casino/api-client';
import { buildPath } from '@casino/routing';
import { EmptyState, Link, LoadFailed, PageIntro } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { usePageLocale } from '@casino/i18n';
import shared from '../shared/shared.module.css';
import { PointsBalance } from '../shared/points-balance';
import { SignUpCard } from '../shared/sign-up-card';
import { useLoyaltyConfig } from '../shared/use-loyalty-config';
import { useLoyaltyInfo } from '../shared/use-loyalty-info';
import { usePointsText } from '../shared/use-points-text';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import { productStateOf } from './product-model';
import { shopMessages as m } from './shop.messages';
import { useBuyProduct } from './use-buy-product';
import styles from './shop-page.module.css';

const SKELETON_COUNT = 6;

/** `/loyalty/shop`: the products (loyalty.getproducts) with their prices; a player buys them with points. */
export function ShopPage() {
  const intl = useIntl();
  const locale = usePageLocale();
  const config = useLoyaltyConfig();
  const { player, data: info, isError: infoFailed, refetch: refetchInfo } = useLoyaltyInfo();
  const products = useGetLoyaltyProductsQuery();
  const points = usePointsText(info?.pointsAlias);
  const buy = useBuyProduct();
  const title = config.shopTitle ?? intl.formatMessage(m.title);
  // A player's prices are checked against the points; until the info is there the cards wait too.
  const waitingForInfo = player.status === 'loading' || (player.status === 'player' && !info && !infoFailed);

  return (
    <div className={shared['page']}>
      <Link to={buildPath('loyalty.index', { locale })} variant="subtle">
        {intl.formatMessage(m.back)}
      </Link>
      <PageIntro
        title={title}
        lead={intl.formatMessage(m.lead)}
        aside={info && <PointsBalance label={intl.formatMessage(m.balance)} amount={points.format(info.points)} />}
      />
      {player.status === 'visitor' && <SignUpCard />}
      {player.status === 'player' && infoFailed && <LoadFailed onRetry={() => void refetchInfo()} />}

      <section className={shared['section']} aria-labelledby="loyalty-products">
        <h2 id="loyalty-products" className={shared['sectionTitle']}>
          {intl.formatMessage(m.products)}
        </h2>
        {products.isError ? (
          <LoadFailed onRetry={() => void products.refetch()} />
        ) : products.data?.length === 0 ? (
          <EmptyState icon="gift" title={intl.formatMessage(m.emptyTitle)} description={intl.formatMessage(m.emptyText)} link={{ to: buildPath('gamehall.index', { locale }), label: intl.formatMessage(m.emptyAction) }} />
        ) : products.data && !waitingForInfo ? (
          <ul className={styles['grid']} aria-labelledby="loyalty-products">
            {products.data.map((product) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  state={info ? productStateOf(product, info) : undefined}
                  formatPoints={points.format}
                  onBuy={(chosen) => buy(chosen, info?.points)}
                />
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles['grid']} data-testid="loyalty-products-skeleton">
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <ProductCardSkeleton key={index} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
