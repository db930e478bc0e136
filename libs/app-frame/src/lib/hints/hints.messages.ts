import { defineMessages } from 'react-intl';

export const hintsMessages = defineMessages({
  label: { id: 'frame.hints.label', defaultMessage: 'Tips for your account' },
  registrationText: { id: 'frame.hints.registration.text', defaultMessage: 'Make your first deposit and claim your welcome bonus.' },
  registrationAction: { id: 'frame.hints.registration.action', defaultMessage: 'Make a deposit' },
  registrationDismiss: { id: 'frame.hints.registration.dismiss', defaultMessage: 'Hide the deposit tip' },
  confirmEmailText: { id: 'frame.hints.confirmEmail.text', defaultMessage: 'Confirm your email address to keep your account safe and easy to recover.' },
  confirmEmailAction: { id: 'frame.hints.confirmEmail.action', defaultMessage: 'Confirm email' },
  confirmPhoneText: { id: 'frame.hints.confirmPhone.text', defaultMessage: 'Confirm your phone number in your profile settings to keep your account safe.' },
  confirmPhoneAction: { id: 'frame.hints.confirmPhone.action', defaultMessage: 'Open settings' },
  confirmDismiss: { id: 'frame.hints.confirm.dismiss', defaultMessage: 'Hide the confirmation tip' },
});
