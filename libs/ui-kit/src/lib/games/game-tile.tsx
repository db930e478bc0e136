import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, type To } from 'react-router-dom';
import { IconButton } from '../actions/icon-button';
import { Badge, type BadgeTone } from '../display/badge';
import { Icon } from '../icon/icon';
import { gameMessages } from './games.messages';
import styles from './game-tile.module.css';

export type GameTileBadge = { tone: BadgeTone; label: string };

export type GameTileProps = {
  name: string;
  provider: string;
  /** A 288x192 image. */
  imageSrc: string;
  /** The game page. */
  to: To;
  /** Marks in the top corner: new, hot, jackpot, free spins, demo. */
  badges?: GameTileBadge[];
  /** With `onToggleFavourite`, shows the like button in the other top corner. */
  favourite?: boolean;
  onToggleFavourite?: () => void;
  /** Loads the image at once: for the first row, which is on screen from the start. */
  eager?: boolean;
};

/** A game in a grid or row: image first, name and provider over a soft gradient, badges in the corners. */
export function GameTile({ name, provider, imageSrc, to, badges = [], favourite = false, onToggleFavourite, eager = false }: GameTileProps) {
  const intl = useIntl();
  const [broken, setBroken] = useState(false);
  return (
    <article className={styles.tile}>
      <Link to={to} className={styles.link}>
        <div className={styles.media}>
          {broken ? (
            <span className={styles.fallback}>
              <Icon name="gamepad" size="xl" />
            </span>
          ) : (
            <img
              className={styles.image}
              src={imageSrc}
              alt=""
              width={288}
              height={192}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              onError={() => setBroken(true)}
            />
          )}
          <span className={styles.play} aria-hidden="true">
            <span className={styles.playIcon}>
              <Icon name="play" size="lg" />
            </span>
          </span>
          {badges.length > 0 && (
            <span className={styles.badges}>
              {badges.map((badge) => (
                <Badge key={badge.label} tone={badge.tone} className={styles.badge}>
                  <span className={styles.badgeLabel} title={badge.label}>
                    {badge.label}
                  </span>
                </Badge>
              ))}
            </span>
          )}
          <span className={styles.caption}>
            <span className={styles.name}>{name}</span>
            <span className={styles.provider}>{provider}</span>
          </span>
        </div>
      </Link>
      {onToggleFavourite && (
        <IconButton
          icon="heart"
          variant="overlay"
          size="sm"
          className={styles.like}
          pressed={favourite}
          label={intl.formatMessage(gameMessages.favourite, { name })}
          onClick={onToggleFavourite}
        />
      )}
    </article>
  );
}
