import type { PaymentMethod } from '@casino/platform-contract';
import styles from './method-label.module.css';

export type MethodLabelProps = { method: Pick<PaymentMethod, 'name' | 'image'> };

/** A payment method as the cashier lists it: the brand's logo at the size of a card mark, then its name. */
export function MethodLabel({ method }: MethodLabelProps) {
  return (
    <span className={styles['method']}>
      {method.image && <img src={method.image} alt="" width={48} height={32} className={styles['logo']} />}
      {method.name}
    </span>
  );
}
