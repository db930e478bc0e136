import { useGetJackpotsQuery, useGetJackpotWinnersQuery } from '@casino/api-client';
import { buildPath, PageHead } from '@casino/routing';
import { Button, ItemNotFound, Link, LoadFailed, Skeleton } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageLocale } from '@casino/i18n';
import { descriptionImage, descriptionText, useRemapped } from '../shared/description';
import { GrowingMoney } from '../shared/growing-money';
import { hallPath } from '../shared/hall-paths';
import shared from '../shared/shared.module.css';
import { WinnersList } from '../winners/winners-list';
import { jackpotsMessages } from './jackpots.messages';
import styles from './jackpots.module.css';
import { HeroImage } from '../shared/hero-image';

/** `/jackpots/{id}`: one jackpot's pool growing live, what it is, its games and its winners. */
export function JackpotPage() {
  const intl = useIntl();
  const locale = usePageLocale();
  const navigate = useNavigate();
  const id = useParams()['id'] ?? '';
  const jackpots = useGetJackpotsQuery();
  const winners = useGetJackpotWinnersQuery({ jackpot_id: id, count: 20 });
  const jackpot = useRemapped(jackpots.data)?.find((item) => String(item.id) === id || item.sysname === id);
  const allPath = buildPath('jackpots.index', { locale });

  if (jackpots.isSuccess && !jackpot) {
    return <ItemNotFound icon="coins" title={intl.formatMessage(jackpotsMessages.notFound)} back={{ to: allPath, label: intl.formatMessage(jackpotsMessages.allJackpots) }} />;
  }

  const title = jackpot ? (descriptionText(jackpot.description, 'title') ?? jackpot.name) : '';
  const image = jackpot && (descriptionImage(jackpot.description, 'desktop') ?? descriptionImage(jackpot.description, 'thumb'));
  return (
    <section className={shared['page']} aria-labelledby="jackpot-title">
      {jackpot && <PageHead title={title} description={descriptionText(jackpot.description, 'text')} image={image} />}
      <Link to={allPath} variant="subtle">
        {intl.formatMessage(jackpotsMessages.allJackpots)}
      </Link>
      {jackpots.isError && <LoadFailed onRetry={() => void jackpots.refetch()} />}
      <article className={styles['hero']} aria-busy={!jackpot}>
        <HeroImage src={image} />
        <div className={styles['heroBody']}>
          <h1 id="jackpot-title" className={shared['title']}>
            {jackpot ? title : <Skeleton width="12ch" />}
          </h1>
          <p className={shared['muted']}>{intl.formatMessage(jackpotsMessages.currentAmount)}</p>
          {jackpot ? <GrowingMoney money={jackpot.amount} perHour={jackpot.growth_per_hour} className={styles['heroAmount']} /> : <Skeleton width="10ch" />}
          {jackpot && descriptionText(jackpot.description, 'text') && <p>{descriptionText(jackpot.description, 'text')}</p>}
          <div>
            <Button variant="primary" iconStart="play" onClick={() => navigate(hallPath(locale, { category: 'jackpot', providers: [] }))}>
              {intl.formatMessage(jackpotsMessages.playNow)}
            </Button>
          </div>
        </div>
      </article>
      <section aria-labelledby="jackpot-winners" className={shared['page']}>
        <h2 id="jackpot-winners" className={shared['subtitle']}>
          {intl.formatMessage(jackpotsMessages.winners)}
        </h2>
        {winners.isError ? (
          <LoadFailed onRetry={() => void winners.refetch()} />
        ) : winners.data?.length === 0 ? (
          <p className={shared['muted']}>{intl.formatMessage(jackpotsMessages.noWinners)}</p>
        ) : (
          <WinnersList winners={winners.data} />
        )}
      </section>
    </section>
  );
}
