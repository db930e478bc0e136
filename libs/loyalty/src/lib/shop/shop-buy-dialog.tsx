import { Dialog, type DialogComponentProps } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { ShopDialogActions } from './shop-dialog-actions';
import { boughtTextMessage, pointsLeftMessage, shopDialogMessages as m } from './shop-dialogs.messages';
import { useShopProduct } from './use-shop-product';
import styles from './shop-dialogs.module.css';

export type ShopBuyDialogProps = DialogComponentProps<{ productId?: number | string; points?: number }>;

/** The loyalty-shop-buy popup: what the purchase gave, the points left and the way to use it. */
export function ShopBuyDialog({ productId, points: pointsLeft, close }: ShopBuyDialogProps) {
  const intl = useIntl();
  const { product, info, points } = useShopProduct(productId);
  const left = pointsLeft ?? info?.points;
  return (
    <Dialog
      title={intl.formatMessage(m.boughtTitle)}
      actions={<ShopDialogActions close={close} closeLabel={intl.formatMessage(m.backToShop)} hallLabel={intl.formatMessage(m.play)} />}
    >
      <div className={styles['content']}>
        {product?.image && <img className={styles['image']} src={product.image} alt="" width={288} height={192} />}
        {product && <p className={styles['message']}>{intl.formatMessage(boughtTextMessage, { title: product.title })}</p>}
        {left !== undefined && <p className={styles['points']}>{intl.formatMessage(pointsLeftMessage, { points: points.format(left) })}</p>}
      </div>
    </Dialog>
  );
}
