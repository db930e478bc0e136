import type { Game } from '@casino/platform-contract';
import { GameTile } from '@casino/ui-kit';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { usePageLocale } from '@casino/i18n';
import { gameBadges } from './game-badges';
import { gamePath } from './hall-paths';
import type { TileData } from './use-tile-data';

export type GameCardProps = {
  game: Game;
  data: TileData;
  /** The first row is on screen from the start: its images load at once, the rest lazily. */
  eager?: boolean;
};

/**
 * A game of the catalogue as a tile: its page, badges and, for a signed-in player, the like button. Memoised: a
 * page shows dozens of them, and a store update they do not show (another row's data) must not re-render them.
 */
export const GameCard = memo(function GameCard({ game, data, eager = false }: GameCardProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const { likes, freespinsLeft, providerTitle, maxBadges } = data;
  return (
    <GameTile
      name={game.name}
      provider={game.provider_title ?? providerTitle(game.provider)}
      imageSrc={game.description.img_288_192 || game.image_url}
      to={gamePath(locale, game.sysname)}
      badges={gameBadges(game, freespinsLeft.get(game.sysname) ?? 0, intl).slice(0, maxBadges)}
      eager={eager}
      favourite={likes.isLiked(game.sysname)}
      onToggleFavourite={likes.canLike ? () => void likes.toggleLike(game.sysname) : undefined}
    />
  );
});
