import { useGetCmsCashierConfigQuery } from '@casino/cms-client';
import { CASHIER_HISTORY_PAGE_SIZE } from '@casino/api-client';
import { Tabs } from '@casino/ui-kit';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import { CashierFrame } from '../shared/cashier-frame';
import { configCount } from '../shared/cashier-config';
import { MainBalance } from '../shared/main-balance';
import { HistoryPanel } from './history-panel';
import { HISTORY_TABS, HISTORY_TAB_QUERY, historyTabFrom, type HistoryTab } from './history-tab';
import { historyMessages, historyTabMessages } from './history.messages';

/** /cashier/history?tab=deposit|withdrawal|bonuses|cashbacks (SPEC.md 2.4, 4): one tab at a time, 4 per page. */
export function HistoryPage() {
  const intl = useIntl();
  const { search } = useLocation();
  const [, setSearchParams] = useSearchParams();
  const tab = historyTabFrom(search);
  const { data: config } = useGetCmsCashierConfigQuery();
  const pageSize = configCount(config, 'historyPageSize', CASHIER_HISTORY_PAGE_SIZE);

  // Bumped on every selection, so even the current tab clears and reloads when chosen again.
  const [selection, setSelection] = useState(0);

  const handleChange = (next: string) => {
    setSelection((count) => count + 1);
    setSearchParams({ [HISTORY_TAB_QUERY]: next });
  };

  return (
    <CashierFrame title={intl.formatMessage(historyMessages.title)} aside={<MainBalance />}>
      <Tabs
        label={intl.formatMessage(historyMessages.tabs)}
        value={tab}
        onChange={handleChange}
        items={HISTORY_TABS.map((value: HistoryTab) => ({
          value,
          label: <FormattedMessage {...historyTabMessages[value]} />,
          // Each selection is a list of its own: selecting a tab starts it empty and loads it again (SPEC.md 4).
          panel: value === tab ? <HistoryPanel type={value} pageSize={pageSize} selection={selection} /> : null,
        }))}
      />
    </CashierFrame>
  );
}
