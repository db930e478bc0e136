import { useConfirmContactMutation } from '@casino/api-client';
import { useEffect, useRef, useState } from 'react';

export type AutoConfirmState = 'idle' | 'checking' | 'confirmed' | 'failed';

/**
 * A confirmation link carries the contact and its code: the contact is confirmed once, as soon as the
 * player is signed in. Without both, nothing is sent and the page asks for the code.
 */
export function useAutoConfirm(contact: string | null, code: string | null, signedIn: boolean): AutoConfirmState {
  const [confirmContact] = useConfirmContactMutation();
  const [state, setState] = useState<AutoConfirmState>('idle');
  const sent = useRef(false);
  useEffect(() => {
    if (!signedIn || !contact || !code || sent.current) return;
    sent.current = true;
    void confirmContact({ contact, code }).then((result) => setState('error' in result ? 'failed' : 'confirmed'));
  }, [confirmContact, contact, code, signedIn]);
  return state === 'idle' && signedIn && contact && code ? 'checking' : state;
}
