import type { Game } from '@casino/platform-contract';
import styles from './lobby-page.module.css';

export type GameCardProps = {
  game: Game;
  /** The first row loads at once; the rest lazily, as the player scrolls. */
  eager?: boolean;
};

export function GameCard({ game, eager = false }: GameCardProps) {
  return (
    <article className={styles['card']} aria-label={game.name}>
      <img
        src={game.description.img_288_192}
        alt=""
        width={288}
        height={192}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={styles['image']}
      />
      <div className={styles['caption']}>
        <h2 className={styles['name']}>{game.name}</h2>
        <p className={styles['provider']}>{game.provider}</p>
      </div>
    </article>
  );
}
