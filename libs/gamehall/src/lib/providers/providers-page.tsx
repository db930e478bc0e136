import { useGetGameProvidersQuery } from '@casino/api-client';
import { EmptyState, LoadFailed, Skeleton } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePageLocale } from '@casino/i18n';
import { hallPath } from '../shared/hall-paths';
import shared from '../shared/shared.module.css';
import { providerGamesMessage, providersMessages } from './providers.messages';
import styles from './providers.module.css';

/** `/providers`: every game provider with its wordmark and number of games, each opening the hall filtered by it. */
export function ProvidersPage() {
  const intl = useIntl();
  const locale = usePageLocale();
  const { data, isError, refetch } = useGetGameProvidersQuery();
  return (
    <section className={shared['page']} aria-labelledby="providers-title">
      <h1 id="providers-title" className={shared['title']}>
        {intl.formatMessage(providersMessages.title)}
      </h1>
      {isError && <LoadFailed onRetry={() => void refetch()} />}
      {data?.length === 0 && <EmptyState icon="gamepad" title={intl.formatMessage(providersMessages.empty)} headingLevel={2} />}
      <ul className={styles['grid']} aria-busy={!data}>
        {data
          ? data.map((provider) => (
              <li key={provider.sysname}>
                <Link to={hallPath(locale, { category: null, providers: [provider.sysname] })} className={styles['provider']}>
                  {provider.image_url && <img className={styles['logo']} src={provider.image_url} alt="" width={360} height={120} loading="lazy" decoding="async" />}
                  <span className={styles['name']}>{provider.title}</span>
                  <span className={styles['count']}>{intl.formatMessage(providerGamesMessage, { count: provider.games_count })}</span>
                </Link>
              </li>
            ))
          : Array.from({ length: 12 }, (_, index) => (
              <li key={index} aria-hidden="true">
                <Skeleton shape="rect" height={144} width="100%" />
              </li>
            ))}
      </ul>
    </section>
  );
}
