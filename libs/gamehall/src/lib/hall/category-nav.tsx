import { useGetGameCategoriesQuery } from '@casino/api-client';
import { Skeleton } from '@casino/ui-kit';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePageLocale } from '@casino/i18n';
import { hallPath, type HallFilter } from '../shared/hall-paths';
import { hallMessages } from './hall.messages';
import styles from './gamehall.module.css';

export type CategoryNavProps = { filter: HallFilter };

/** The categories as links that keep the chosen providers: each combination is a URL to share. */
export function CategoryNav({ filter }: CategoryNavProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const { data: categories } = useGetGameCategoriesQuery();
  const sorted = [...(categories ?? [])].sort((a, b) => a.sort - b.sort);
  const navRef = useRef<HTMLElement>(null);
  // On phones the chips scroll sideways: bring the chosen category into view.
  useEffect(() => {
    navRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [filter.category, categories]);
  const entries = [{ id: null, title: intl.formatMessage(hallMessages.allCategories) }, ...sorted.map(({ id, title }) => ({ id, title }))];
  return (
    <nav ref={navRef} aria-label={intl.formatMessage(hallMessages.categories)} className={styles['categories']}>
      <ul className={styles['chips']}>
        {categories
          ? entries.map(({ id, title }) => (
              <li key={id ?? 'all'}>
                <Link
                  to={hallPath(locale, { category: id, providers: filter.providers })}
                  className={styles['chip']}
                  aria-current={filter.category === id ? 'page' : undefined}
                >
                  {title}
                </Link>
              </li>
            ))
          : Array.from({ length: 8 }, (_, index) => (
              <li key={index} aria-hidden="true">
                <Skeleton shape="rect" width={96} height="var(--touch-target)" />
              </li>
            ))}
      </ul>
    </nav>
  );
}
