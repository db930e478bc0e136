import { useGetCmsCommonQuery } from '@casino/cms-client';
import { useBalanceRefresh } from '@casino/session';
import { IconButton } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { cashierMessages } from './cashier.messages';

/**
 * The balance refresh button (SPEC.md 3, 9) with the content service's settings: shown only when they
 * allow requests after a click, at most one per delay between clicks. The interval is the shell's
 * (its BalanceRefreshEffect), so it is turned off here rather than run twice.
 */
export function BalanceRefreshButton() {
  const intl = useIntl();
  const { data: common } = useGetCmsCommonQuery();
  const { refreshNow, canRefreshOnClick } = useBalanceRefresh({ ...common?.balanceRefresh, isEnabledInterval: false });
  if (!canRefreshOnClick) return null;
  return <IconButton icon="refresh" label={intl.formatMessage(cashierMessages.refreshBalance)} variant="secondary" onClick={() => refreshNow()} />;
}
