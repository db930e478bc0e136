import { useGetAccountInfoQuery } from '@casino/api-client';
import { useFormatters } from '@casino/i18n';
import type { AccountInfo } from '@casino/platform-contract';
import { Badge, ButtonLink, Card, LoadedSection, Skeleton } from '@casino/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalizedPath } from '@casino/routing';
import { ProfileFrame } from '../shared/profile-frame';
import { securityMessages } from '../security/security.messages';
import { verificationMessages } from '../verification/verification.messages';
import { verificationStatusOf } from '../verification/verification-status';
import { greetingMessage, memberSinceMessage, overviewMessages as m } from './overview.messages';
import { SectionLinks } from './section-links';
import styles from './overview.module.css';

const VERIFICATION = {
  verified: { label: verificationMessages.verified, tone: 'success' },
  pending: { label: verificationMessages.pending, tone: 'warning' },
  'not-verified': { label: verificationMessages.notVerified, tone: 'neutral' },
} as const;

/** /profile: who is signed in, the balances, the account's safety state and the way to every section. */
export function ProfileHomePage() {
  const intl = useIntl();
  const path = useLocalizedPath();
  const { formatMoney, formatDate } = useFormatters();
  const account = useGetAccountInfoQuery();
  // Once the account is known, the title greets the player by name.
  const greeting = account.data && { name: account.data.fakename ?? account.data.login ?? '' };

  const summary = (info: AccountInfo) => {
    const verification = VERIFICATION[verificationStatusOf(info)];
    const balances = [
      { key: 'main', label: m.balanceMain, money: info.balance_main },
      { key: 'bonus', label: m.balanceBonus, money: info.balance_bonus },
      { key: 'betting', label: m.balanceBetting, money: info.balance_betting_bonus },
    ];
    return (
      <div className={styles.summary}>
        <Card
          title={<FormattedMessage {...m.balancesTitle} />}
          headingLevel={2}
          footer={
            <ButtonLink to={path('cashier.deposit.index')}>
              <FormattedMessage {...m.deposit} />
            </ButtonLink>
          }
        >
          <dl className={styles.balances}>
            {balances.map((balance) => (
              <div key={balance.key} className={balance.key === 'main' ? styles.mainBalance : undefined}>
                <dt>
                  <FormattedMessage {...balance.label} />
                </dt>
                <dd>{formatMoney(balance.money.amount, balance.money.currency)}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card title={<FormattedMessage {...m.accountTitle} />} subtitle={info.reg_time ? intl.formatMessage(memberSinceMessage, { date: formatDate(info.reg_time) }) : undefined} headingLevel={2}>
          <dl className={styles.facts}>
            <div>
              <dt>
                <FormattedMessage {...m.login} />
              </dt>
              <dd className={styles.login}>{info.login}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage {...m.verification} />
              </dt>
              <dd>
                <Badge tone={verification.tone}>
                  <FormattedMessage {...verification.label} />
                </Badge>
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage {...m.twoFactor} />
              </dt>
              <dd>
                <Badge tone={info.two_factor_auth ? 'success' : 'neutral'}>
                  <FormattedMessage {...(info.two_factor_auth ? securityMessages.twoFactorOn : securityMessages.twoFactorOff)} />
                </Badge>
              </dd>
            </div>
          </dl>
        </Card>
      </div>
    );
  };

  return (
    <ProfileFrame title={greeting ? greetingMessage : m.title} titleValues={greeting} headTitle={m.title}>
      <LoadedSection queries={[account]} placeholder={<Skeleton shape="rect" height={180} />}>
        {summary}
      </LoadedSection>
      <SectionLinks />
    </ProfileFrame>
  );
}
