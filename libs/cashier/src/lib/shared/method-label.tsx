import type { PaymentMethod } from '@casino/platform-contract';
import styles from './method-label.module.css';

export type MethodLabelProps = {
  method: Pick<PaymentMethod, 'name' | 'image'>;
  /** A smaller logo, for methods in columns (the quick deposit's dialog). */
  small?: boolean;
};

/** A payment method as the cashier lists it: the brand's logo at the size of a card mark, then its name. */
export function MethodLabel({ method, small = false }: MethodLabelProps) {
  return (
    <span className={small ? `${styles['method']} ${styles['small']}` : styles['method']}>
      {method.image && <img src={method.image} alt="" width={48} height={32} className={styles['logo']} />}
      {method.name}
    </span>
  );
}
