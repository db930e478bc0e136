import { defineMessage, defineMessages } from 'react-intl';

export const confirmationMessages = defineMessages({
  title: { id: 'profile.confirmation.title', defaultMessage: 'Confirm your contact' },
  checking: { id: 'profile.confirmation.checking', defaultMessage: 'Checking your code…' },
  signInTitle: { id: 'profile.confirmation.signInTitle', defaultMessage: 'Sign in to confirm' },
  signInText: { id: 'profile.confirmation.signInText', defaultMessage: 'Sign in to your account, and we will confirm your email or phone.' },
  signIn: { id: 'profile.confirmation.signIn', defaultMessage: 'Sign in' },
  nothingTitle: { id: 'profile.confirmation.nothingTitle', defaultMessage: 'Everything is confirmed' },
  nothingText: { id: 'profile.confirmation.nothingText', defaultMessage: 'All your contacts are already confirmed.' },
  toSettings: { id: 'profile.confirmation.toSettings', defaultMessage: 'Go to my profile' },
  successTitle: { id: 'profile.confirmation.successTitle', defaultMessage: 'Contact confirmed' },
  successText: { id: 'profile.confirmation.successText', defaultMessage: 'Thank you! You can now use it to sign in and get our news.' },
  toGames: { id: 'profile.confirmation.toGames', defaultMessage: 'Go to the game hall' },
});

export const confirmationTextMessage = defineMessage<{ contact: string }>(
  { id: 'profile.confirmation.text', defaultMessage: 'Enter the 6-digit code we sent to {contact}.' },
  { typed: true },
);
