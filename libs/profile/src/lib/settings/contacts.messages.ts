import { defineMessage, defineMessages } from 'react-intl';
import { VALIDATION_MESSAGES } from '@casino/validators';

export const contactsMessages = defineMessages({
  title: { id: 'profile.contacts.title', defaultMessage: 'Email and phone' },
  intro: { id: 'profile.contacts.intro', defaultMessage: 'Confirmed contacts let you restore access and receive our news.' },
  listLabel: { id: 'profile.contacts.listLabel', defaultMessage: 'Your contacts' },
  none: { id: 'profile.contacts.none', defaultMessage: 'You have no contacts yet. Add an email or a phone number below.' },
  email: { id: 'profile.contacts.email', defaultMessage: 'Email' },
  phone: { id: 'profile.contacts.phone', defaultMessage: 'Phone' },
  confirmed: { id: 'profile.contacts.confirmed', defaultMessage: 'Confirmed' },
  notConfirmed: { id: 'profile.contacts.notConfirmed', defaultMessage: 'Not confirmed' },
  code: { id: 'profile.contacts.code', defaultMessage: 'Confirmation code' },
  codeHint: { id: 'profile.contacts.codeHint', defaultMessage: 'Enter the 6-digit code we sent you.' },
  confirm: { id: 'profile.contacts.confirm', defaultMessage: 'Confirm' },
  sendCode: { id: 'profile.contacts.sendCode', defaultMessage: 'Send code' },
  confirmedToast: { id: 'profile.contacts.confirmedToast', defaultMessage: 'Your contact is confirmed.' },
  codeSentToast: { id: 'profile.contacts.codeSentToast', defaultMessage: 'We sent you a confirmation code.' },
  addTitle: { id: 'profile.contacts.addTitle', defaultMessage: 'Add a contact' },
  addType: { id: 'profile.contacts.addType', defaultMessage: 'Contact type' },
  newEmail: { id: 'profile.contacts.newEmail', defaultMessage: 'New email' },
  newPhone: { id: 'profile.contacts.newPhone', defaultMessage: 'New phone number' },
  add: { id: 'profile.contacts.add', defaultMessage: 'Add and send code' },
  addedToast: { id: 'profile.contacts.addedToast', defaultMessage: 'Contact added. Enter the code we sent to confirm it.' },
  smsCodeError: { id: 'profile.smsCodeError', defaultMessage: 'The code is wrong or has expired. Check it or ask for a new one.' },
  wrongEmail: { id: VALIDATION_MESSAGES.email.key, defaultMessage: VALIDATION_MESSAGES.email.defaultMessage },
  wrongPhone: { id: VALIDATION_MESSAGES.phone.key, defaultMessage: VALIDATION_MESSAGES.phone.defaultMessage },
});

export const resendInMessage = defineMessage<{ seconds: number }>(
  { id: 'profile.contacts.resendIn', defaultMessage: 'New code in {seconds} s' },
  { typed: true },
);
