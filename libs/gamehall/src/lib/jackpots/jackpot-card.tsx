import type { Jackpot } from '@casino/platform-contract';
import { buildPath } from '@casino/routing';
import { Link } from 'react-router-dom';
import { usePageLocale } from '@casino/i18n';
import { descriptionImage, descriptionText } from '../shared/description';
import { GrowingMoney } from '../shared/growing-money';
import styles from './jackpots.module.css';

export type JackpotCardProps = { jackpot: Jackpot; headingLevel?: 2 | 3 };

/** A jackpot with its live-growing pool, leading to its page. */
export function JackpotCard({ jackpot, headingLevel = 3 }: JackpotCardProps) {
  const locale = usePageLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const image = descriptionImage(jackpot.description, 'thumb');
  return (
    <article className={styles['card']}>
      <Link to={buildPath('jackpots.item', { locale, params: { id: String(jackpot.id) } })} className={styles['cardLink']}>
        <span className={styles['media']}>{image && <img src={image} alt="" width={288} height={192} loading="lazy" decoding="async" />}</span>
        <span className={styles['body']}>
          <Heading className={styles['name']}>{descriptionText(jackpot.description, 'title') ?? jackpot.name}</Heading>
          <GrowingMoney money={jackpot.amount} perHour={jackpot.growth_per_hour} className={styles['amount']} />
        </span>
      </Link>
    </article>
  );
}
