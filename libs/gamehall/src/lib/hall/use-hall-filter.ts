import { useLocation, useParams } from 'react-router-dom';
import { readHallFilter, type HallFilter } from '../shared/hall-paths';

/**
 * The hall's filter from its URL: the category from `/gamehall/{id}` (or a tournament's category, or the
 * `category` query before the shell's redirect rule has run), the providers from `providers=a,b`.
 */
export function useHallFilter(fixedCategory?: string | null): HallFilter {
  const { id } = useParams();
  const { search } = useLocation();
  const filter = readHallFilter(id, search);
  return fixedCategory !== undefined ? { ...filter, category: fixedCategory } : filter;
}
