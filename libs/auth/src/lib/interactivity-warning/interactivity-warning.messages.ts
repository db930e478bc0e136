import { defineMessage, defineMessages } from 'react-intl';

export const interactivityWarningMessages = defineMessages({
  title: { id: 'auth.interactivityWarning.title', defaultMessage: 'Are you still there?' },
  stay: { id: 'auth.interactivityWarning.stay', defaultMessage: 'I am still here' },
  signOut: { id: 'auth.interactivityWarning.signOut', defaultMessage: 'Sign out now' },
});

export const signOutInMessage = defineMessage<{ seconds: number }>(
  {
    id: 'auth.interactivityWarning.text',
    defaultMessage:
      'For your security you will be signed out in {seconds, plural, one {# second} other {# seconds}}. Press any key or tap the screen to stay signed in.',
  },
  { typed: true },
);
