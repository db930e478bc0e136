import { Badge, type BadgeTone } from '@casino/ui-kit';
import { FormattedMessage } from 'react-intl';
import { statusMessages, type KnownStatus } from './status.messages';

const TONES: Record<KnownStatus, BadgeTone> = {
  pending: 'warning',
  success: 'success',
  failed: 'danger',
  canceled: 'neutral',
  active: 'info',
  available: 'info',
  paid_out: 'success',
  wagered: 'success',
  expired: 'neutral',
  removed: 'neutral',
};

const isKnown = (status: string): status is KnownStatus => status in TONES;

export type StatusBadgeProps = { status: string };

/** The status of a payment, bonus or cashback as a coloured badge with its name. */
export function StatusBadge({ status }: StatusBadgeProps) {
  if (!isKnown(status)) return <Badge>{status}</Badge>;
  return (
    <Badge tone={TONES[status]}>
      <FormattedMessage {...statusMessages[status]} />
    </Badge>
  );
}
