import type { Contact } from '@casino/platform-contract';

/** A contact as players read it: an email as is, a phone number (stored as digits) with a leading +. */
export const contactLabel = (contact: Pick<Contact, 'type' | 'contact'>) =>
  contact.type === 'phone' && /^\d+$/.test(contact.contact) ? `+${contact.contact}` : contact.contact;
