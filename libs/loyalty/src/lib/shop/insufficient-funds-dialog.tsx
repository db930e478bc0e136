import { Dialog, type DialogComponentProps } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { useLoyaltyConfig } from '../shared/use-loyalty-config';
import { ShopDialogActions } from './shop-dialog-actions';
import { insufficientTitleMessage, missingMessage, shopDialogMessages as m } from './shop-dialogs.messages';
import { shopMessages } from './shop.messages';
import { useShopProduct } from './use-shop-product';
import styles from './shop-dialogs.module.css';

export type InsufficientFundsDialogProps = DialogComponentProps<{ productId?: number | string }>;

/** The loyalty-shop-insufficient-funds popup: the CMS text, how many points are missing, and the games to earn them. */
export function InsufficientFundsDialog({ productId, close }: InsufficientFundsDialogProps) {
  const intl = useIntl();
  const config = useLoyaltyConfig();
  const { product, info, points } = useShopProduct(productId);
  const missing = product && info ? Math.max(0, product.price - info.points) : undefined;
  return (
    <Dialog
      title={intl.formatMessage(insufficientTitleMessage, { alias: points.alias })}
      actions={<ShopDialogActions close={close} closeLabel={intl.formatMessage(m.close)} hallLabel={intl.formatMessage(shopMessages.emptyAction)} />}
    >
      <div className={styles['content']}>
        <p className={styles['message']}>{config.insufficientFunds ?? intl.formatMessage(m.insufficientText)}</p>
        {product && missing !== undefined && missing > 0 && (
          <p className={styles['points']}>{intl.formatMessage(missingMessage, { missing: points.format(missing), title: product.title })}</p>
        )}
      </div>
    </Dialog>
  );
}
