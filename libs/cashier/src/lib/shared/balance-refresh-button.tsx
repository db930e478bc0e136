import { useGetCmsCommonQuery } from '@casino/cms-client';
import { useBalanceRefresh } from '@casino/session';
import { IconButton } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { cashierMessages } from './cashier.messages';

/**
 * Balance refresh (SPEC.md 3, 9) with the content service's settings: the interval runs in the hook;
 * the button shows only when the settings allow requests after a click.
 */
export function BalanceRefreshButton() {
  const intl = useIntl();
  const { data: common } = useGetCmsCommonQuery();
  const { refreshNow, canRefreshOnClick } = useBalanceRefresh(common?.balanceRefresh);
  if (!canRefreshOnClick) return null;
  return <IconButton icon="refresh" label={intl.formatMessage(cashierMessages.refreshBalance)} variant="secondary" onClick={() => refreshNow()} />;
}
