import { useCallback, useState } from 'react';
import { dismissedHintKey, isHintDismissed, storeHintDismissal, type HintId } from './dismissed-hints';

export type HintDismissal = {
  isDismissed: (hint: HintId) => boolean;
  dismiss: (hint: HintId) => void;
};

/** The hints the signed-in player `uid` has dismissed in this browser session. */
export function useHintDismissal(uid: number): HintDismissal {
  // Kept in state as well, so the hint hides at once, even where sessionStorage is blocked.
  const [dismissedHere, setDismissedHere] = useState<ReadonlySet<string>>(() => new Set());

  const isDismissed = useCallback(
    (hint: HintId) => dismissedHere.has(dismissedHintKey(hint, uid)) || isHintDismissed(hint, uid),
    [dismissedHere, uid],
  );
  const dismiss = useCallback(
    (hint: HintId) => {
      storeHintDismissal(hint, uid);
      setDismissedHere((keys) => new Set(keys).add(dismissedHintKey(hint, uid)));
    },
    [uid],
  );
  return { isDismissed, dismiss };
}
