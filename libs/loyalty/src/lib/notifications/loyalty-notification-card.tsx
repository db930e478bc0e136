import type { LoyaltyNotification } from '@casino/platform-contract';
import { Icon, IconButton } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { creditedMessage, notificationsMessages as m } from './notifications.messages';
import styles from './loyalty-notification-card.module.css';

export type LoyaltyNotificationCardProps = {
  notification: LoyaltyNotification;
  formatPoints: (amount: number) => string;
  onDismiss: () => void;
};

/** One loyalty notification: a credit shows the points it added; other kinds (a new level...) their title and message. */
export function LoyaltyNotificationCard({ notification, formatPoints, onDismiss }: LoyaltyNotificationCardProps) {
  const intl = useIntl();
  const isCredit = notification.type === 'credit';
  return (
    <div role="status" className={styles['card']} data-type={isCredit ? 'credit' : 'other'}>
      {notification.image ? (
        <img className={styles['image']} src={notification.image} alt="" width={56} height={56} />
      ) : (
        <span className={styles['icon']}>
          <Icon name={isCredit ? 'coins' : 'crown'} />
        </span>
      )}
      <div className={styles['text']}>
        <p className={styles['title']}>{notification.title}</p>
        {notification.message && <p className={styles['message']}>{notification.message}</p>}
        {isCredit && notification.amount !== null && notification.amount > 0 && (
          <p className={styles['amount']}>{intl.formatMessage(creditedMessage, { amount: formatPoints(notification.amount) })}</p>
        )}
      </div>
      <IconButton icon="close" size="sm" label={intl.formatMessage(m.dismiss)} onClick={onDismiss} />
    </div>
  );
}
