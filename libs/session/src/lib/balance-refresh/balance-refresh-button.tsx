import { useGetCmsCommonQuery } from '@casino/cms-client';
import { IconButton } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { balanceRefreshMessages } from './balance-refresh.messages';
import { useBalanceRefresh } from './use-balance-refresh';

/**
 * The balance refresh button (SPEC.md 3, 9) with the content service's settings: shown only when they
 * allow requests after a click, at most one per delay between clicks. The interval is the frame's
 * (BalanceRefreshEffect), so it is turned off here rather than run twice.
 */
export function BalanceRefreshButton() {
  const intl = useIntl();
  const { data: common } = useGetCmsCommonQuery();
  const { refreshNow, canRefreshOnClick } = useBalanceRefresh({ ...common?.balanceRefresh, isEnabledInterval: false });
  if (!canRefreshOnClick) return null;
  return <IconButton icon="refresh" label={intl.formatMessage(balanceRefreshMessages.refresh)} variant="secondary" onClick={() => refreshNow()} />;
}
