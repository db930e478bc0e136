import type { Locale } from '@casino/platform-contract';
import { useSelector } from 'react-redux';
import { selectPageLocale } from './page-locale';

/** The locale of the page the player is on (see `pageLocaleSlice`), for links, paths and anything locale-bound. */
export function usePageLocale(): Locale {
  return useSelector(selectPageLocale);
}
