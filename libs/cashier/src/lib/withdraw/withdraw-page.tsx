import { useGetAccountInfoQuery, useGetWithdrawSettingsQuery } from '@casino/api-client';
import type { WithdrawSettings } from '@casino/platform-contract';
import { useGetCmsCashierConfigQuery } from '@casino/cms-client';
import { useFormatters } from '@casino/i18n';
import { EmptyState, LoadedSection } from '@casino/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { DepositFormSkeleton } from '../deposit/deposit-form-skeleton';
import { CashierFrame } from '../shared/cashier-frame';
import { configText } from '../shared/cashier-config';
import { MainBalance } from '../shared/main-balance';
import { KycBlock } from './kyc-block';
import { PendingWithdrawals } from './pending-withdrawals';
import { WithdrawForm } from './withdraw-form';
import { availableMessage, dailyLimitMessage, withdrawMessages } from './withdraw.messages';
import styles from './withdraw-page.module.css';

/** /cashier/withdraw: the KYC gate, what can be withdrawn, the form and the pending withdrawals. */
export function WithdrawPage() {
  const intl = useIntl();
  const { formatMoney } = useFormatters();
  const settings = useGetWithdrawSettingsQuery();
  const { data: account } = useGetAccountInfoQuery();
  const { data: config } = useGetCmsCashierConfigQuery();
  const title = configText(config, 'withdrawTitle');

  const content = (data: WithdrawSettings) => {
    const { available_amount, limits, methods, is_kyc_required, currency } = data;
    return (
      <div className={styles.layout}>
        <section className={styles.main} aria-label={intl.formatMessage(withdrawMessages.title)}>
          <div className={styles.facts}>
            <p className={styles.available} data-testid="withdraw-available">
              {intl.formatMessage(availableMessage, { amount: formatMoney(available_amount.amount, available_amount.currency) })}
            </p>
            {limits && (
              <p className={styles.muted}>
                {intl.formatMessage(dailyLimitMessage, { amount: formatMoney(limits.daily_amount, currency), count: limits.daily_count })}
              </p>
            )}
          </div>
          {is_kyc_required ? (
            <KycBlock onVerification={Boolean(account?.is_on_verification)} />
          ) : methods.length === 0 ? (
            <EmptyState icon="wallet" headingLevel={2} title={<FormattedMessage {...withdrawMessages.noMethods} />} />
          ) : (
            <WithdrawForm settings={data} />
          )}
        </section>
        <aside className={styles.side}>
          <PendingWithdrawals />
        </aside>
      </div>
    );
  };

  return (
    <CashierFrame title={title ?? intl.formatMessage(withdrawMessages.title)} aside={<MainBalance />}>
      <LoadedSection queries={[settings]} placeholder={<DepositFormSkeleton />}>
        {content}
      </LoadedSection>
    </CashierFrame>
  );
}
