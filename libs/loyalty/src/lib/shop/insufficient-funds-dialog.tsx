import { useGetLoyaltyProductsQuery } from '@casino/api-client';
import { buildPath } from '@casino/routing';
import { Button, ButtonLink, Dialog, type DialogComponentProps } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { usePageLocale } from '@casino/i18n';
import { useLoyaltyConfig } from '../shared/use-loyalty-config';
import { useLoyaltyInfo } from '../shared/use-loyalty-info';
import { usePointsText } from '../shared/use-points-text';
import { findProduct } from './product-model';
import { insufficientTitleMessage, missingMessage, shopDialogMessages as m } from './shop-dialogs.messages';
import { shopMessages } from './shop.messages';
import styles from './shop-dialogs.module.css';

export type InsufficientFundsDialogProps = DialogComponentProps<{ productId?: number | string }>;

/** The loyalty-shop-insufficient-funds popup: the CMS text, how many points are missing, and the games to earn them. */
export function InsufficientFundsDialog({ productId, close }: InsufficientFundsDialogProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const config = useLoyaltyConfig();
  const { data: products } = useGetLoyaltyProductsQuery();
  const { data: info } = useLoyaltyInfo();
  const points = usePointsText(info?.pointsAlias);
  const product = findProduct(products, productId);
  const missing = product && info ? Math.max(0, product.price - info.points) : undefined;
  return (
    <Dialog
      title={intl.formatMessage(insufficientTitleMessage, { alias: points.alias })}
      actions={
        <>
          <Button variant="ghost" onClick={() => close()}>
            {intl.formatMessage(m.close)}
          </Button>
          <ButtonLink to={buildPath('gamehall.index', { locale })} onClick={() => close()}>
            {intl.formatMessage(shopMessages.emptyAction)}
          </ButtonLink>
        </>
      }
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
