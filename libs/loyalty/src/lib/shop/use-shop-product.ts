import { useGetLoyaltyProductsQuery } from '@casino/api-client';
import { useLoyaltyInfo } from '../shared/use-loyalty-info';
import { usePointsText } from '../shared/use-points-text';
import { findProduct } from './product-model';

/** What a shop popup shows: the product it is about, the player's loyalty info and how points are written. */
export function useShopProduct(productId: number | string | undefined) {
  const { data: products } = useGetLoyaltyProductsQuery();
  const { data: info } = useLoyaltyInfo();
  const points = usePointsText(info?.pointsAlias);
  return { product: findProduct(products, productId), info, points };
}
