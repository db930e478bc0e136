import { useGetGameProvidersQuery } from '@casino/api-client';
import { Skeleton } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePageLocale } from '@casino/i18n';
import { hallPath } from '../shared/hall-paths';
import { CardListPage } from '../shared/card-list-page';
import { providerGamesMessage, providersMessages } from './providers.messages';
import styles from './providers.module.css';

/** `/providers`: every game provider with its wordmark and number of games, each opening the hall filtered by it. */
export function ProvidersPage() {
  const intl = useIntl();
  const locale = usePageLocale();
  const query = useGetGameProvidersQuery();
  return (
    <CardListPage
      headingId="providers-title"
      messages={providersMessages}
      items={query.data}
      query={query}
      emptyIcon="gamepad"
      placeholders={{ count: 12, render: () => <Skeleton shape="rect" height={144} width="100%" /> }}
      keyOf={(provider) => provider.sysname}
      renderItem={(provider) => (
        <Link to={hallPath(locale, { category: null, providers: [provider.sysname] })} className={styles['provider']}>
          {provider.image_url && <img className={styles['logo']} src={provider.image_url} alt="" width={360} height={120} loading="lazy" decoding="async" />}
          <span className={styles['name']}>{provider.title}</span>
          <span className={styles['count']}>{intl.formatMessage(providerGamesMessage, { count: provider.games_count })}</span>
        </Link>
      )}
      listClassName={styles['grid']}
    />
  );
}
