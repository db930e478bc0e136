import { CASHBACKS_DEFAULT_SORT, useGetCashbacksQuery } from '@casino/api-client';
import { useFormatters } from '@casino/i18n';
import type { Cashback } from '@casino/platform-contract';
import { Button, Card, EmptyState, LoadedSection, openDialog, Skeleton, Table, type TableColumn } from '@casino/ui-kit';
import { useDispatch } from 'react-redux';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalizedPath } from '@casino/routing';
import { ProfileFrame } from '../shared/profile-frame';
import { cashbackMessages as m } from './cashback.messages';
import { CASHBACK_DECLINE_DIALOG_ID } from './cashback-decline-dialog-id';
import { useClaimCashback } from './use-claim-cashback';
import styles from './cashback.module.css';
import { TitledSection } from '../shared/titled-section';

const money = (cashback: Cashback, formatMoney: (value: number, currency: string) => string) =>
  cashback.amount ? formatMoney(cashback.amount.amount, cashback.amount.currency) : '—';

/**
 * /profile/cashback: the cashback ready to claim (status active) and what was paid out (SPEC.md 9:
 * sorted by end_date, status paid_out).
 */
export function CashbackPage() {
  const intl = useIntl();
  const path = useLocalizedPath();
  const { formatMoney, formatDate } = useFormatters();
  const paidOut = useGetCashbacksQuery();
  const active = useGetCashbacksQuery({ statuses: ['active'], sort: CASHBACKS_DEFAULT_SORT });
  const { claim, isClaiming, claimingId } = useClaimCashback();
  const dispatch = useDispatch();
  const askDecline = () => dispatch(openDialog({ id: CASHBACK_DECLINE_DIALOG_ID, type: 'confirm' }));

  const columns: Array<TableColumn<Cashback>> = [
    { key: 'period', header: intl.formatMessage(m.period), render: (cashback) => (cashback.end_date ? formatDate(cashback.end_date) : '—') },
    { key: 'percent', header: intl.formatMessage(m.percent), render: (cashback) => (cashback.percent === undefined ? '—' : `${intl.formatNumber(cashback.percent)} %`) },
    { key: 'paid', header: intl.formatMessage(m.paidOn), render: (cashback) => (cashback.paid_out_at ? formatDate(cashback.paid_out_at) : '—') },
    { key: 'amount', header: intl.formatMessage(m.amount), align: 'end', render: (cashback) => money(cashback, formatMoney) },
  ];

  return (
    <ProfileFrame title={m.title} intro={m.intro}>
      <LoadedSection queries={[paidOut, active]} placeholder={<Skeleton shape="rect" height={240} />}>
        {({ items: history }, { items: ready }) => {
          if (!ready.length && !history.length) {
            return (
              <EmptyState icon="coins" headingLevel={2} title={<FormattedMessage {...m.emptyTitle} />} description={<FormattedMessage {...m.emptyText} />} link={{ to: path('gamehall.index'), label: <FormattedMessage {...m.emptyAction} /> }} />
            );
          }
          return (
            <>
              <Card
                title={<FormattedMessage {...m.availableTitle} />}
                headingLevel={2}
                aside={
                  ready.length > 0 ? (
                    <div className={styles.actions}>
                      <Button size="sm" variant="ghost" onClick={askDecline} disabled={isClaiming}>
                        <FormattedMessage {...m.decline} />
                      </Button>
                      {ready.length > 1 && (
                        <Button size="sm" onClick={() => void claim()} loading={isClaiming && claimingId === undefined}>
                          <FormattedMessage {...m.claimAll} />
                        </Button>
                      )}
                    </div>
                  ) : undefined
                }
              >
                {ready.length === 0 ? (
                  <p className={styles.muted}>
                    <FormattedMessage {...m.noneAvailable} />
                  </p>
                ) : (
                  <ul className={styles.list}>
                    {ready.map((cashback) => (
                      <li key={cashback.id} className={styles.item}>
                        <div>
                          <p className={styles.amount}>{money(cashback, formatMoney)}</p>
                          {cashback.receiving_expired_at && (
                            <p className={styles.muted}>
                              <FormattedMessage {...m.claimBefore} />: {formatDate(cashback.receiving_expired_at)}
                            </p>
                          )}
                        </div>
                        <Button onClick={() => void claim(cashback.id)} loading={isClaiming && claimingId === cashback.id} disabled={isClaiming}>
                          <FormattedMessage {...m.claim} />
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
              {history.length > 0 && (
                <TitledSection title={<FormattedMessage {...m.historyTitle} />}>
                  <Table caption={intl.formatMessage(m.historyCaption)} hideCaption columns={columns} rows={history} rowKey={(cashback) => String(cashback.id)} />
                </TitledSection>
              )}
            </>
          );
        }}
      </LoadedSection>
    </ProfileFrame>
  );
}
