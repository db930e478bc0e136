import { currentLevelOf } from '@casino/platform-contract';
import { useGetLoyaltyProgramsQuery } from '@casino/api-client';
import { buildPath } from '@casino/routing';
import { ButtonLink, LoadFailed, Note, PageIntro, SectionHeading } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { usePageLocale } from '@casino/i18n';
import { LevelsList } from '../shared/levels-list';
import { levelsMessages } from '../shared/levels.messages';
import { LevelsSkeleton } from '../shared/levels-skeleton';
import shared from '../shared/shared.module.css';
import { SignUpCard } from '../shared/sign-up-card';
import { useLoyaltyInfo } from '../shared/use-loyalty-info';
import { usePointsText } from '../shared/use-points-text';
import { CharacterCard } from './character-card';
import { overviewMessages as m } from './overview.messages';
import { StatusCard } from './status-card';
import { StatusSkeleton } from './status-skeleton';
import styles from './loyalty-page.module.css';

/**
 * `/loyalty`: a signed-in player's level, points, progress and character; a visitor's invitation to join.
 * Both see the programme's levels and the way to the shop.
 */
export function LoyaltyPage() {
  const intl = useIntl();
  const locale = usePageLocale();
  const { player, data: info, isError: infoFailed, refetch: refetchInfo } = useLoyaltyInfo();
  const programs = useGetLoyaltyProgramsQuery();
  const program = programs.data?.[0];
  const points = usePointsText(info?.pointsAlias ?? program?.pointsAlias);
  const title = program?.title ?? intl.formatMessage(m.title);
  const levels = info?.levels ?? program?.levels;
  const current = info ? currentLevelOf(info) : undefined;
  const statusLoading = player.status === 'loading' || (player.status === 'player' && !info && !infoFailed);

  return (
    <div className={shared['page']}>
      <PageIntro
        title={title}
        lead={intl.formatMessage(m.lead)}
        aside={
          <ButtonLink to={buildPath('loyalty.shop', { locale })} variant={player.status === 'player' ? 'primary' : 'secondary'}>
            {intl.formatMessage(m.toShop)}
          </ButtonLink>
        }
      />

      {statusLoading && <StatusSkeleton />}
      {player.status === 'player' && infoFailed && <LoadFailed onRetry={() => void refetchInfo()} />}
      {info && !info.is_active && (
        <Note tone="warning" role="status">
          {intl.formatMessage(m.inactive)}
        </Note>
      )}
      {info && (
        <div className={styles['status']}>
          <StatusCard info={info} formatPoints={points.format} />
          <CharacterCard character={info.character} />
        </div>
      )}
      {player.status === 'visitor' && <SignUpCard />}

      <section className={shared['section']} aria-labelledby="loyalty-levels">
        <SectionHeading
          id="loyalty-levels"
          title={intl.formatMessage(levelsMessages.title)}
          link={program && { to: buildPath('loyalty.item', { locale, params: { sysname: String(program.id) } }), label: intl.formatMessage(m.about) }}
        />
        {levels ? (
          <LevelsList levels={levels} currentMinValue={current?.minValue} formatPoints={points.format} labelledBy="loyalty-levels" />
        ) : programs.isError && player.status !== 'player' ? (
          <LoadFailed onRetry={() => void programs.refetch()} />
        ) : (
          !infoFailed && <LevelsSkeleton />
        )}
      </section>
    </div>
  );
}
