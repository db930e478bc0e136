import { defineMessage, defineMessages } from 'react-intl';

export const socialMessages = defineMessages({
  groupLabel: { id: 'auth.social.groupLabel', defaultMessage: 'Social accounts' },
  waiting: { id: 'auth.social.waiting', defaultMessage: 'Finish signing in in the window that opened.' },
  blocked: {
    id: 'auth.social.blocked',
    defaultMessage: 'Your browser blocked the sign-in window. Allow pop-ups for this site, or continue in this window.',
  },
  continueHere: { id: 'auth.social.continueHere', defaultMessage: 'Continue in this window' },
  closed: { id: 'auth.social.closed', defaultMessage: 'The sign-in window was closed before you finished. Try again when you are ready.' },
  cancelled: { id: 'auth.social.cancelled', defaultMessage: 'Social sign-in was cancelled. Choose another way or try again.' },
});

export const continueWithMessage = defineMessage<{ service: string }>(
  { id: 'auth.social.continueWith', defaultMessage: 'Continue with {service}' },
  { typed: true },
);
