import { useGetResponsibleGamingLimitsQuery } from '@casino/api-client';
import { RG_LIMIT_TYPES } from '@casino/platform-contract';
import { Card, LoadedSection } from '@casino/ui-kit';
import { FormattedMessage } from 'react-intl';
import { ProfileFrame } from '../shared/profile-frame';
import { SectionSkeleton } from '../shared/section-skeleton';
import { ExclusionCard } from './exclusion-card';
import { LimitCard } from './limit-card';
import { RealityCheckCard } from './reality-check-card';
import { responsibleGameMessages as m, responsibleGameValueMessages as v } from './responsible-game.messages';
import styles from './responsible-game.module.css';

/**
 * /profile/responsible-game: the tools a player runs alone (the platform's responsible-gaming extension): deposit,
 * loss, wager and session-time limits, the reality check, a time-out and self-exclusion, and safe-play advice.
 */
export function ResponsibleGamePage() {
  const limits = useGetResponsibleGamingLimitsQuery();
  return (
    <ProfileFrame title={m.title} intro={m.intro}>
      <LoadedSection queries={[limits]} placeholder={<SectionSkeleton lines={6} />}>
        {(data) => (
          <>
            <p className={styles.muted}>
              <FormattedMessage {...v.coolingOff} values={{ hours: data.cooling_off_hours }} />
            </p>
            {RG_LIMIT_TYPES.map((type) => (
              <LimitCard key={type} type={type} limits={data} />
            ))}
            <RealityCheckCard intervalMinutes={data.reality_check.interval_minutes} />
          </>
        )}
      </LoadedSection>
      <ExclusionCard kind="time_out" />
      <ExclusionCard kind="self_exclusion" />
      <Card title={<FormattedMessage {...m.tipsTitle} />} headingLevel={2}>
        <ul className={styles.tips}>
          <li>
            <FormattedMessage {...m.tipBudget} />
          </li>
          <li>
            <FormattedMessage {...m.tipTime} />
          </li>
          <li>
            <FormattedMessage {...m.tipFun} />
          </li>
        </ul>
      </Card>
    </ProfileFrame>
  );
}
