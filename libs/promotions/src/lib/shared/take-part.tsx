import { isPlatformError, useTakePromotionsMutation } from '@casino/api-client';
import type { Offer } from '@casino/platform-contract';
import { useIsAuthenticated } from '@casino/session';
import { Button, ErrorNote, Note, openDialog } from '@casino/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { offerDetailMessages as m } from './offer-detail.messages';
import styles from './offer-detail.module.css';

export type TakePartProps = { offer: Offer };

/** The fill-profile-info confirm of auth (SPEC.md 2.7), opened by its dialog id. */
const FILL_PROFILE_INFO_DIALOG = 'fill-profile-info';

/**
 * Taking part in a promotion (campaigns.takepromotions). A visitor is asked to sign in first (the auth
 * popup); the promotion stays on screen, so one more press takes part once signed in. When the platform
 * needs the player's personal data first (UserNeedProfileDataException), the fill-profile-info confirm
 * offers the profile settings, with the way back to this promotion (SPEC.md 2.4).
 */
export function TakePart({ offer }: TakePartProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const signedIn = useIsAuthenticated();
  const [take, { isLoading }] = useTakePromotionsMutation();
  const [outcome, setOutcome] = useState<'taken' | 'failed' | null>(null);

  const handleClick = async () => {
    if (!signedIn) {
      dispatch(openDialog({ id: 'auth', props: { mode: 'login' } }));
      return;
    }
    const result = await take({ offer_id: offer.id });
    if (isPlatformError(result.error) && result.error.type === 'UserNeedProfileDataException') {
      setOutcome(null);
      dispatch(openDialog({ id: FILL_PROFILE_INFO_DIALOG, type: 'confirm' }));
      return;
    }
    setOutcome(result.error === undefined ? 'taken' : 'failed');
  };

  if (outcome === 'taken') {
    return (
      <Note tone="success" role="status">
        {intl.formatMessage(m.taken)}
      </Note>
    );
  }
  return (
    <div className={styles['takePart']}>
      <Button size="lg" loading={isLoading} onClick={() => void handleClick()}>
        {intl.formatMessage(signedIn ? m.takePart : m.signInToTakePart)}
      </Button>
      {outcome === 'failed' && <ErrorNote>{intl.formatMessage(m.takeFailed)}</ErrorNote>}
    </div>
  );
}
