import { useGetGameHistoryQuery } from '@casino/api-client';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { GamesRow } from '../shared/games-row';
import { useGamesBySysnames } from '../shared/use-games-by-sysnames';
import type { TileData } from '../shared/use-tile-data';
import { homeMessages } from './home.messages';

const HISTORY_SCAN = 50;

/** The games of the player's latest rounds (games.getHistory), each once, latest first. */
export function RecentlyPlayedRow({ data }: { data: TileData }) {
  const intl = useIntl();
  const { data: history } = useGetGameHistoryQuery({ offset: 0, count: HISTORY_SCAN });
  const sysnames = useMemo(() => [...new Set((history?.items ?? []).map((round) => round.game.sysname))], [history]);
  const { games } = useGamesBySysnames(sysnames, 12);
  return <GamesRow title={intl.formatMessage(homeMessages.recentlyPlayed)} icon="clock" games={history ? games : undefined} data={data} />;
}

/** The games the player liked (games.getLikes), newest first. */
export function FavouritesRow({ data }: { data: TileData }) {
  const intl = useIntl();
  const { games } = useGamesBySysnames(data.likes.favourites, 20);
  return <GamesRow title={intl.formatMessage(homeMessages.favourites)} icon="heart" games={games} data={data} />;
}
