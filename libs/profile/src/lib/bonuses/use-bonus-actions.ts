import {
  useActivateBettingBonusMutation,
  useActivateBonusMutation,
  useRemoveBettingBonusMutation,
  useRemoveBonusMutation,
} from '@casino/api-client';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { openDialog, useToast } from '@casino/ui-kit';
import { BONUS_DIALOG_IDS, type BonusDialogProps } from './bonus-dialog-props';
import { bonusesMessages as m } from './bonuses.messages';

/**
 * Activation and removal of a bonus of either kind, as the confirm dialogs run them: one request at a
 * time, the outcome told with a toast, and after a betting bonus the 'betting-bonus-activated' dialog.
 */
export function useBonusActions(bonus: BonusDialogProps) {
  const dispatch = useDispatch();
  const toast = useToast();
  const [activateCasino] = useActivateBonusMutation();
  const [activateBetting] = useActivateBettingBonusMutation();
  const [removeCasino] = useRemoveBonusMutation();
  const [removeBetting] = useRemoveBettingBonusMutation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const run = async (action: () => Promise<{ error?: unknown }>, onDone: () => void) => {
    if (busy) return false;
    setBusy(true);
    setFailed(false);
    const result = await action();
    setBusy(false);
    if (result.error !== undefined) {
      setFailed(true);
      return false;
    }
    onDone();
    return true;
  };

  const activate = () =>
    run(
      () => (bonus.betting ? activateBetting({ bonus_id: bonus.bonusId }) : activateCasino({ bonus_id: bonus.bonusId })),
      () => {
        toast('success', m.activated);
        if (bonus.betting) dispatch(openDialog({ id: BONUS_DIALOG_IDS.bettingActivated, type: 'confirm', props: { name: bonus.name, amount: bonus.amount } }));
      },
    );

  const remove = () =>
    run(
      () => (bonus.betting ? removeBetting({ bonus_id: bonus.bonusId }) : removeCasino({ bonus_id: bonus.bonusId })),
      () => toast('success', m.removed),
    );

  return { activate, remove, busy, failed };
}
