import { currentLevelOf } from '@casino/platform-contract';
import { isPlatformError, useGetLoyaltyProgramQuery } from '@casino/api-client';
import { buildPath } from '@casino/routing';
import { ButtonLink, ItemNotFound, Link, LoadFailed, PageIntro } from '@casino/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { usePageLocale } from '@casino/i18n';
import { LevelsList } from '../shared/levels-list';
import { levelsMessages } from '../shared/levels.messages';
import { LevelsSkeleton } from '../shared/levels-skeleton';
import shared from '../shared/shared.module.css';
import { PointsBalance } from '../shared/points-balance';
import { SignUpCard } from '../shared/sign-up-card';
import { useLoyaltyInfo } from '../shared/use-loyalty-info';
import { usePointsText } from '../shared/use-points-text';
import { programMessages as m, stepEarnMessage, stepSpendMessage } from './program.messages';
import styles from './program-page.module.css';
import { programIdOf } from './program-id';

/**
 * `/loyalty/{sysname}`: one loyalty programme (loyalty.getProgram) with how it works and its levels. The page
 * validates its route (SPEC.md 2.2): a sysname that names no programme shows 'Page Not Found: {path}'.
 */
export function ProgramPage() {
  const intl = useIntl();
  const locale = usePageLocale();
  const id = programIdOf(useParams().sysname);
  const program = useGetLoyaltyProgramQuery(id === undefined ? skipToken : { id });
  const { player, data: info } = useLoyaltyInfo();
  const points = usePointsText(info?.pointsAlias ?? program.data?.pointsAlias);
  const back = buildPath('loyalty.index', { locale });
  const notFound = id === undefined || (isPlatformError(program.error) && program.error.type === 'InvalidParameterException');

  if (notFound) {
    return <ItemNotFound icon="crown" title={intl.formatMessage(m.notFound)} back={{ to: back, label: intl.formatMessage(m.back) }} />;
  }
  const data = program.data;
  const current = info ? currentLevelOf(info) : undefined;
  return (
    <div className={shared['page']}>
      <Link to={back} variant="subtle">
        {intl.formatMessage(m.back)}
      </Link>
      <PageIntro title={data?.title} aside={info && <PointsBalance label={intl.formatMessage(m.yourPoints)} amount={points.format(info.points)} />} />
      {program.isError && !notFound ? (
        <LoadFailed onRetry={() => void program.refetch()} />
      ) : (
        <div className={styles['layout']}>
          <section className={styles['how']} aria-labelledby="loyalty-how">
            <h2 id="loyalty-how" className={shared['sectionTitle']}>
              {intl.formatMessage(m.howTitle)}
            </h2>
            <ol className={styles['steps']}>
              <li>{intl.formatMessage(m.stepPlay)}</li>
              <li>{intl.formatMessage(stepEarnMessage, { alias: points.alias })}</li>
              <li>{intl.formatMessage(m.stepLevel)}</li>
              <li>{intl.formatMessage(stepSpendMessage, { alias: points.alias })}</li>
            </ol>
            {player.status === 'player' && <ButtonLink to={buildPath('loyalty.shop', { locale })}>{intl.formatMessage(m.toShop)}</ButtonLink>}
          </section>
          <section className={shared['section']} aria-labelledby="loyalty-program-levels">
            <h2 id="loyalty-program-levels" className={shared['sectionTitle']}>
              {intl.formatMessage(levelsMessages.title)}
            </h2>
            {data ? (
              <LevelsList levels={data.levels} currentMinValue={current?.minValue} formatPoints={points.format} labelledBy="loyalty-program-levels" />
            ) : (
              <LevelsSkeleton />
            )}
          </section>
        </div>
      )}
      {player.status === 'visitor' && <SignUpCard />}
    </div>
  );
}
