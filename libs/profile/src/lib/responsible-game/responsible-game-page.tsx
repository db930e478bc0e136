import { useGetAccountInfoQuery } from '@casino/api-client';
import { ButtonLink, Card } from '@casino/ui-kit';
import { FormattedMessage } from 'react-intl';
import { useLocalizedPath } from '@casino/routing';
import { ProfileFrame } from '../shared/profile-frame';
import { SectionSkeleton } from '../shared/section-skeleton';
import { DepositLimitCard } from './deposit-limit-card';
import { responsibleGameMessages as m } from './responsible-game.messages';
import styles from './responsible-game.module.css';

/** /profile/responsible-game: the deposit limit, self-exclusion and safe-play advice. */
export function ResponsibleGamePage() {
  const path = useLocalizedPath();
  const account = useGetAccountInfoQuery();
  return (
    <ProfileFrame title={<FormattedMessage {...m.title} />} intro={<FormattedMessage {...m.intro} />}>
      {account.data ? <DepositLimitCard currency={account.data.balance_main.currency} /> : <SectionSkeleton lines={3} />}
      <Card title={<FormattedMessage {...m.selfExclusionTitle} />} headingLevel={2}>
        <p className={styles.text}>
          <FormattedMessage {...m.selfExclusionText} />
        </p>
        <p className={styles.muted}>
          <FormattedMessage {...m.selfExclusionHow} />
        </p>
        <div className={styles.action}>
          <ButtonLink to={path('support.index')} variant="secondary">
            <FormattedMessage {...m.contactSupport} />
          </ButtonLink>
        </div>
      </Card>
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
