import { useGetGameCategoriesQuery } from '@casino/api-client';
import { buildPath } from '@casino/routing';
import { ItemNotFound } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import { usePageLocale } from '@casino/i18n';
import { gameMessages } from '../game/game.messages';
import { hallPath, type HallFilter } from '../shared/hall-paths';
import { GamehallView } from './gamehall-view';
import { hallMessages } from './hall.messages';
import { useHallFilter } from './use-hall-filter';

/** `/gamehall` and `/gamehall/{id}`, with `providers=a,b` in either. */
export function GamehallPage() {
  const intl = useIntl();
  const locale = usePageLocale();
  const { search } = useLocation();
  const filter = useHallFilter();
  const { data: categories } = useGetGameCategoriesQuery();

  // The shell's guard redirects `?category=` to the path form; this keeps the page canonical on its own too.
  if (new URLSearchParams(search).has('category')) return <Navigate to={hallPath(locale, filter)} replace />;

  const category = categories?.find(({ id }) => id === filter.category);
  // SPEC.md 2.2: the page validates its own route; a category the platform does not list is a not-found.
  if (filter.category && categories && !category) {
    return (
      <ItemNotFound
        icon="gamepad"
        title={intl.formatMessage(hallMessages.categoryNotFound)}
        back={{ to: buildPath('gamehall.index', { locale }), label: intl.formatMessage(gameMessages.toGamehall) }}
      />
    );
  }
  const title = category?.title ?? (filter.category ? '\u00a0' : intl.formatMessage(hallMessages.allGames));
  const pathFor = (next: HallFilter) => hallPath(locale, next);
  return <GamehallView title={title} filter={filter} pathFor={pathFor} />;
}
