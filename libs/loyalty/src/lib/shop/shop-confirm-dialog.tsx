import { fieldError, isPlatformError, loyaltyApi, useBuyLoyaltyProductMutation } from '@casino/api-client';
import { useAppDispatch } from '@casino/session';
import { ConfirmDialog, type DialogComponentProps, openDialog } from '@casino/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LOYALTY_DIALOGS } from '../dialog-ids';
import { confirmTextMessage, confirmTitleMessage, shopDialogMessages as m } from './shop-dialogs.messages';
import styles from './shop-dialogs.module.css';
import { useShopProduct } from './use-shop-product';

export type ShopConfirmDialogProps = DialogComponentProps<{ productId?: number | string }>;

type Failure = 'level' | 'other';

/**
 * The loyalty-shop-confirm popup: the price and the points left, then loyalty.buyproduct. Success opens
 * loyalty-shop-buy; a server that says the points are short opens the insufficient-funds dialog.
 */
export function ShopConfirmDialog({ productId, close }: ShopConfirmDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { product, info, points } = useShopProduct(productId);
  const [buyProduct, { isLoading }] = useBuyLoyaltyProductMutation();
  const [failure, setFailure] = useState<Failure>();
  if (!product) return null;

  const handleConfirm = async () => {
    setFailure(undefined);
    const result = await buyProduct({ product_id: product.id });
    if ('data' in result && result.data) {
      // The answer carries the updated info: the new points show at once, before the refetch.
      if (result.data.info) dispatch(loyaltyApi.util.upsertQueryData('getLoyaltyInfo', undefined, result.data.info));
      close(true);
      dispatch(openDialog({ id: LOYALTY_DIALOGS.shopBuy, props: { productId: product.id, points: result.data.points ?? result.data.info?.points } }));
      return;
    }
    const error = 'error' in result && isPlatformError(result.error) ? result.error : undefined;
    const reason = fieldError(error, 'product_id');
    if (reason === 'Not enough points') {
      close(true);
      dispatch(openDialog({ id: LOYALTY_DIALOGS.insufficientFunds, props: { productId: product.id } }));
    } else {
      setFailure(reason === 'Level is too low' ? 'level' : 'other');
    }
  };

  const price = points.format(product.price);
  return (
    <ConfirmDialog
      icon="gift"
      title={intl.formatMessage(confirmTitleMessage, { title: product.title })}
      message={info && <p className={styles['text']}>{intl.formatMessage(confirmTextMessage, { price, left: points.format(Math.max(0, info.points - product.price)) })}</p>}
      error={failure && intl.formatMessage(failure === 'level' ? m.levelTooLow : m.buyFailed)}
      confirmLabel={intl.formatMessage(m.confirm)}
      loading={isLoading}
      onConfirm={() => void handleConfirm()}
    />
  );
}
