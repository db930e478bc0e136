import { defineMessages } from 'react-intl';

export const hintsMessages = defineMessages({
  label: { id: 'session.hints.label', defaultMessage: 'Tips for your account' },
  registrationText: { id: 'session.hints.registration.text', defaultMessage: 'Make your first deposit and claim your welcome bonus.' },
  registrationAction: { id: 'session.hints.registration.action', defaultMessage: 'Make a deposit' },
  registrationDismiss: { id: 'session.hints.registration.dismiss', defaultMessage: 'Hide the deposit tip' },
  confirmEmailText: { id: 'session.hints.confirmEmail.text', defaultMessage: 'Confirm your email address to keep your account safe and easy to recover.' },
  confirmEmailAction: { id: 'session.hints.confirmEmail.action', defaultMessage: 'Confirm email' },
  confirmPhoneText: { id: 'session.hints.confirmPhone.text', defaultMessage: 'Confirm your phone number in your profile settings to keep your account safe.' },
  confirmPhoneAction: { id: 'session.hints.confirmPhone.action', defaultMessage: 'Open settings' },
  confirmDismiss: { id: 'session.hints.confirm.dismiss', defaultMessage: 'Hide the confirmation tip' },
});
