import { defineMessages } from 'react-intl';

export const socialRegistrationMessages = defineMessages({
  title: { id: 'auth.socialRegistration.title', defaultMessage: 'Finish your registration' },
  intro: { id: 'auth.socialRegistration.intro', defaultMessage: 'Choose the currency of your account to start playing. It cannot be changed after your first payment.' },
  submit: { id: 'auth.socialRegistration.submit', defaultMessage: 'Finish registration' },
  signOut: { id: 'auth.socialRegistration.signOut', defaultMessage: 'Sign out' },
  failed: { id: 'auth.socialRegistration.failed', defaultMessage: 'Your registration could not be finished. Please try again in a moment.' },
});
