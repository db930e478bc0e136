import { useGetGameCategoriesQuery } from '@casino/api-client';
import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import { usePageLocale } from '@casino/i18n';
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
  const title = category?.title ?? (filter.category ? '\u00a0' : intl.formatMessage(hallMessages.allGames));
  const pathFor = (next: HallFilter) => hallPath(locale, next);
  return <GamehallView title={title} filter={filter} pathFor={pathFor} />;
}
