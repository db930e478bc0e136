import type { LoyaltyProduct } from '@casino/platform-contract';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { openDialog } from '@casino/ui-kit';
import { AUTH_DIALOG, LOYALTY_DIALOGS } from '../dialog-ids';

/**
 * The start of a purchase: a visitor is asked to sign up, a player without enough points sees the
 * insufficient-funds dialog, anyone else confirms the purchase first.
 */
export function useBuyProduct() {
  const dispatch = useDispatch();
  return useCallback(
    (product: LoyaltyProduct, points: number | undefined) => {
      if (points === undefined) dispatch(openDialog({ id: AUTH_DIALOG, props: { mode: 'register' } }));
      else if (points < product.price) dispatch(openDialog({ id: LOYALTY_DIALOGS.insufficientFunds, props: { productId: product.id } }));
      else dispatch(openDialog({ id: LOYALTY_DIALOGS.shopConfirm, props: { productId: product.id } }));
    },
    [dispatch],
  );
}
