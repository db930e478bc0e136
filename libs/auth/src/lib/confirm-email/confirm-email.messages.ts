import { defineMessage, defineMessages } from 'react-intl';

export const confirmEmailMessages = defineMessages({
  title: { id: 'auth.confirmEmail.title', defaultMessage: 'Confirm your email' },
  confirm: { id: 'auth.confirmEmail.confirm', defaultMessage: 'Send the link' },
  later: { id: 'auth.confirmEmail.later', defaultMessage: 'Later' },
  failed: { id: 'auth.confirmEmail.failed', defaultMessage: 'The confirmation could not be sent. Try again from your profile.' },
});

export const confirmEmailTextMessage = defineMessage<{ email: string }>(
  {
    id: 'auth.confirmEmail.text',
    defaultMessage: 'Confirm {email} to keep your account safe and to get your bonuses. We will send you a confirmation message.',
  },
  { typed: true },
);

export const confirmEmailSentMessage = defineMessage<{ email: string }>(
  { id: 'auth.confirmEmail.sent', defaultMessage: 'We sent a confirmation to {email}. Open it to confirm your email.' },
  { typed: true },
);
