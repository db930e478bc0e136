import { useGetLoyaltyProductsQuery } from '@casino/api-client';
import { buildPath } from '@casino/routing';
import { Button, ButtonLink, Dialog, type DialogComponentProps } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { usePageLocale } from '@casino/i18n';
import { useLoyaltyInfo } from '../shared/use-loyalty-info';
import { usePointsText } from '../shared/use-points-text';
import { findProduct } from './product-model';
import { boughtTextMessage, pointsLeftMessage, shopDialogMessages as m } from './shop-dialogs.messages';
import styles from './shop-dialogs.module.css';

export type ShopBuyDialogProps = DialogComponentProps<{ productId?: number | string; points?: number }>;

/** The loyalty-shop-buy popup: what the purchase gave, the points left and the way to use it. */
export function ShopBuyDialog({ productId, points: pointsLeft, close }: ShopBuyDialogProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const { data: products } = useGetLoyaltyProductsQuery();
  const { data: info } = useLoyaltyInfo();
  const points = usePointsText(info?.pointsAlias);
  const product = findProduct(products, productId);
  const left = pointsLeft ?? info?.points;
  return (
    <Dialog
      title={intl.formatMessage(m.boughtTitle)}
      actions={
        <>
          <Button variant="ghost" onClick={() => close()}>
            {intl.formatMessage(m.backToShop)}
          </Button>
          <ButtonLink to={buildPath('gamehall.index', { locale })} onClick={() => close()}>
            {intl.formatMessage(m.play)}
          </ButtonLink>
        </>
      }
    >
      <div className={styles['content']}>
        {product?.image && <img className={styles['image']} src={product.image} alt="" width={288} height={192} />}
        {product && <p className={styles['message']}>{intl.formatMessage(boughtTextMessage, { title: product.title })}</p>}
        {left !== undefined && <p className={styles['points']}>{intl.formatMessage(pointsLeftMessage, { points: points.format(left) })}</p>}
      </div>
    </Dialog>
  );
}
