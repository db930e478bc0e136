import type { Offer } from '@casino/platform-contract';
import { Badge, type BadgeTone } from '@casino/ui-kit';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { sharedMessages } from './shared.messages';

const KINDS: Record<string, { label: MessageDescriptor; tone: BadgeTone }> = {
  deposit: { label: sharedMessages.kindDeposit, tone: 'jackpot' },
  promo_code: { label: sharedMessages.kindPromoCode, tone: 'freespins' },
  cashback: { label: sharedMessages.kindCashback, tone: 'new' },
};

export type OfferKindBadgeProps = { offer: Offer; className?: string };

/** What starts the offer (a deposit, a promo code, the weekly cashback), as a badge over its image. */
export function OfferKindBadge({ offer, className }: OfferKindBadgeProps) {
  const intl = useIntl();
  const kind = KINDS[offer.trigger.action] ?? { label: sharedMessages.kindOther, tone: 'info' as const };
  return (
    <Badge tone={kind.tone} className={className}>
      {intl.formatMessage(kind.label)}
    </Badge>
  );
}
