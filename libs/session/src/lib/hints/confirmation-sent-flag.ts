/** The local flag of SPEC.md 4, per login so another account in the same browser still sees its hint. */
export const CONFIRMATION_SENT_STORAGE_KEY = 'confirmation_sent_for';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

const browserStorage = (): FlagStorage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // Storage can be blocked (private mode, cookie settings).
  }
};

export function isConfirmationSent(login: string | null | undefined, storage = browserStorage()): boolean {
  if (!login || !storage) return false;
  try {
    return storage.getItem(CONFIRMATION_SENT_STORAGE_KEY) === login;
  } catch {
    return false;
  }
}

export function markConfirmationSent(login: string, storage = browserStorage()): void {
  try {
    storage?.setItem(CONFIRMATION_SENT_STORAGE_KEY, login);
  } catch {
    // Without storage the hint simply stays until the contact is confirmed.
  }
}
