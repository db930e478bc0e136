import { useGetGameHistoryExportRequestsQuery, useGetGeneralInfoQuery } from '@casino/api-client';
import { EmptyState, LoadedSection, Skeleton } from '@casino/ui-kit';
import { FormattedMessage } from 'react-intl';
import { useLocalizedPath } from '@casino/routing';
import { ProfileFrame } from '../shared/profile-frame';
import { betsMessages as m } from './bets.messages';
import { BetsTabs } from './bets-tabs';
import { ExportRequestForm } from './export-request-form';
import { ExportsTable } from './exports-table';

/** While an export is being prepared, its state is asked for this often. */
const PROCESSING_POLL_MS = 3000;

/** /profile/bets/exports: request a CSV of the bets and download the ready ones. */
export function BetsExportsPage() {
  const path = useLocalizedPath();
  const generalInfo = useGetGeneralInfoQuery();
  const enabled = generalInfo.data?.is_game_history_export_enabled ?? false;
  const exportsList = useGetGameHistoryExportRequestsQuery(undefined, { skip: !enabled });
  const processing = exportsList.data?.some((item) => item.status === 'processing') ?? false;
  // Polls only while something is still being prepared.
  useGetGameHistoryExportRequestsQuery(undefined, { skip: !enabled || !processing, pollingInterval: PROCESSING_POLL_MS });

  return (
    <ProfileFrame title={m.exportsTitle} intro={m.exportsIntro}>
      <BetsTabs current="exports" />
      <LoadedSection queries={[generalInfo]} placeholder={<Skeleton shape="rect" height={240} />}>
        {() =>
          enabled ? (
            <>
              <ExportRequestForm />
              <LoadedSection queries={[exportsList]} placeholder={<Skeleton shape="rect" height={160} />}>
                {(exports) => <ExportsTable exports={exports} />}
              </LoadedSection>
            </>
          ) : (
            <EmptyState icon="info" headingLevel={2} title={<FormattedMessage {...m.exportsDisabled} />} description={<FormattedMessage {...m.exportsDisabledText} />} link={{ to: path('profile.bets.history'), label: <FormattedMessage {...m.tabHistory} /> }} />
          )
        }
      </LoadedSection>
    </ProfileFrame>
  );
}
