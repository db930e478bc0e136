import { defineMessage, defineMessages } from 'react-intl';

export const restoreMessages = defineMessages({
  title: { id: 'auth.restore.title', defaultMessage: 'Reset your password' },
  intro: { id: 'auth.restore.intro', defaultMessage: 'Enter the email or phone you signed up with and we will send you a link to choose a new password.' },
  login: { id: 'auth.restore.login', defaultMessage: 'Email or phone' },
  submit: { id: 'auth.restore.submit', defaultMessage: 'Send a reset link' },
  backToSignIn: { id: 'auth.restore.backToSignIn', defaultMessage: 'Back to sign in' },
  failed: { id: 'auth.restore.failed', defaultMessage: 'We could not send a reset link right now. Please try again in a moment.' },
});

export const restoreSentMessage = defineMessage<{ login: string }>(
  {
    id: 'auth.restore.sent',
    defaultMessage:
      'If an account exists for {login}, a link to choose a new password is on its way. It works once, for 30 minutes. Check your inbox or messages.',
  },
  { typed: true },
);
