import { isAuthenticated, type AccountInfo, type Contact } from '@casino/platform-contract';
import { hintWindowEnd } from './registration-hint';

/** SPEC.md 4 and 9: the confirm hint shows for 5 days after reg_time. */
export const CONFIRM_HINT_WINDOW_MS = 5 * 24 * 60 * 60 * 1000;

/** Phones are compared by their digits: the login may be `+48 600...` and the contact `48600...`. */
const sameContact = (contact: Contact, login: string) =>
  contact.type === 'phone'
    ? contact.contact.replace(/\D/g, '') === login.replace(/\D/g, '') && /\d/.test(login)
    : contact.contact.trim().toLowerCase() === login.trim().toLowerCase();

/** The email or phone the player signs in with, among the profile's contacts. */
export function loginContactOf(login: string | null | undefined, contacts: readonly Contact[] | undefined): Contact | undefined {
  if (!login) return undefined;
  return contacts?.find((contact) => sameContact(contact, login));
}

export type ConfirmHintInput = {
  account: Pick<AccountInfo, 'uid' | 'reg_time' | 'login'> | undefined;
  now: number;
  /** The profile's contacts; undefined while loading. */
  contacts: readonly Contact[] | undefined;
  /** The local flag: a confirmation was already sent from this browser. */
  confirmationSent: boolean;
};

/** The confirm hint: within 5 days of reg_time, the login contact is unconfirmed and no confirmation was sent. */
export function isConfirmHintVisible({ account, now, contacts, confirmationSent }: ConfirmHintInput): boolean {
  if (!isAuthenticated(account) || confirmationSent) return false;
  const end = hintWindowEnd(account, CONFIRM_HINT_WINDOW_MS);
  if (end === null || now >= end) return false;
  const contact = loginContactOf(account?.login, contacts);
  return !!contact && !contact.is_confirmed;
}
