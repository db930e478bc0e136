/** The hints a player can dismiss (SPEC.md 4). */
export type HintId = 'registration' | 'confirm';

type HintStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** One key per hint and player, so a dismissal lasts the browser session and never hides another player's hint. */
export const dismissedHintKey = (hint: HintId, uid: number) => `hint_dismissed_${hint}_${uid}`;

const sessionStore = (): HintStorage | undefined => {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // Storage can be blocked (private mode, cookie settings).
  }
};

export function isHintDismissed(hint: HintId, uid: number, storage = sessionStore()): boolean {
  try {
    return storage?.getItem(dismissedHintKey(hint, uid)) === '1';
  } catch {
    return false;
  }
}

export function storeHintDismissal(hint: HintId, uid: number, storage = sessionStore()): void {
  try {
    storage?.setItem(dismissedHintKey(hint, uid), '1');
  } catch {
    // Without storage the hint stays hidden until the page is reloaded (see useHintDismissal).
  }
}
