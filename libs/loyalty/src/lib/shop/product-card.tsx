import type { LoyaltyProduct } from '@casino/platform-contract';
import { Badge, Button, Icon } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import type { ProductState } from './product-model';
import { buyProductMessage, shopMessages as m, unlocksAtMessage } from './shop.messages';
import { useProductText } from './use-product-text';
import styles from './product-card.module.css';

export type ProductCardProps = {
  product: LoyaltyProduct;
  /** The player's state for this product; none for a visitor. */
  state?: ProductState;
  formatPoints: (amount: number) => string;
  onBuy: (product: LoyaltyProduct) => void;
};

/** One product of the shop: picture, kind, what it gives, its price in points and the way to buy it. */
export function ProductCard({ product, state, formatPoints, onBuy }: ProductCardProps) {
  const intl = useIntl();
  const { typeOf, valueOf } = useProductText();
  const price = formatPoints(product.price);
  const value = valueOf(product);
  return (
    <article className={styles['card']} aria-labelledby={`loyalty-product-${product.id}`}>
      <div className={styles['media']}>
        {product.image && <img className={styles['image']} src={product.image} alt="" width={288} height={192} loading="lazy" decoding="async" />}
        <Badge tone={product.type === 'freespins' ? 'freespins' : 'jackpot'} className={styles['badge']}>
          {typeOf(product)}
        </Badge>
      </div>
      <div className={styles['body']}>
        <h3 id={`loyalty-product-${product.id}`} className={styles['title']}>
          {product.title}
        </h3>
        {value && value !== product.title && <p className={styles['value']}>{value}</p>}
        <p className={styles['price']}>
          <Icon name="coins" size="sm" />
          {price}
        </p>
      </div>
      <div className={styles['footer']}>
        {state?.kind === 'locked' ? (
          <p className={styles['locked']}>
            <Icon name="lock" size="sm" />
            {intl.formatMessage(unlocksAtMessage, { level: state.level.title })}
          </p>
        ) : (
          <Button
            block
            variant={state && state.missing === 0 ? 'primary' : 'secondary'}
            aria-label={intl.formatMessage(buyProductMessage, { title: product.title, price })}
            onClick={() => onBuy(product)}
          >
            {intl.formatMessage(state ? m.buy : m.signUpToBuy)}
          </Button>
        )}
      </div>
    </article>
  );
}
