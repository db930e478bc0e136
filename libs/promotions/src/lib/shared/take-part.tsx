import { useTakePromotionsMutation } from '@casino/api-client';
import type { Offer } from '@casino/platform-contract';
import { openDialog, useIsAuthenticated } from '@casino/session';
import { Button } from '@casino/ui-kit';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { offerDetailMessages as m } from './offer-detail.messages';
import styles from './offer-detail.module.css';

export type TakePartProps = { offer: Offer };

/**
 * Taking part in a promotion (campaigns.takepromotions). A visitor is asked to sign in first (the auth
 * popup); the promotion stays on screen, so one more press takes part once signed in.
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
    setOutcome(result.error === undefined ? 'taken' : 'failed');
  };

  if (outcome === 'taken') {
    return (
      <p role="status" className={styles['taken']}>
        {intl.formatMessage(m.taken)}
      </p>
    );
  }
  return (
    <div className={styles['takePart']}>
      <Button size="lg" loading={isLoading} onClick={() => void handleClick()}>
        {intl.formatMessage(signedIn ? m.takePart : m.signInToTakePart)}
      </Button>
      {outcome === 'failed' && (
        <p role="alert" className={styles['failed']}>
          {intl.formatMessage(m.takeFailed)}
        </p>
      )}
    </div>
  );
}
