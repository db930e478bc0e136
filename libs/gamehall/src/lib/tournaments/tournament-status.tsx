import type { Tournament } from '@casino/platform-contract';
import { Badge, type BadgeTone } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { tournamentsMessages } from './tournaments.messages';

const TONES: Record<Tournament['status'], BadgeTone> = { active: 'success', upcoming: 'info', finished: 'neutral' };

export function TournamentStatus({ status }: { status: Tournament['status'] }) {
  const intl = useIntl();
  return <Badge tone={TONES[status]}>{intl.formatMessage(tournamentsMessages[status])}</Badge>;
}
