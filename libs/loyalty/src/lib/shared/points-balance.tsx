import styles from './points-balance.module.css';

export type PointsBalanceProps = {
  /** "Your balance": what the amount is. */
  label: string;
  /** The points as the program names them, e.g. "1,250 Coins". */
  amount: string;
};

/** The player's points beside a loyalty page's heading; it is read out when a purchase changes it. */
export function PointsBalance({ label, amount }: PointsBalanceProps) {
  return (
    <p className={styles['balance']}>
      <span className={styles['label']}>{label}</span>
      <strong className={styles['amount']} data-testid="loyalty-points" aria-live="polite">
        {amount}
      </strong>
    </p>
  );
}
