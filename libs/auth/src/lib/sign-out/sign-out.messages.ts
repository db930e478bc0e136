import { defineMessages } from 'react-intl';

export const signOutMessages = defineMessages({
  failed: { id: 'auth.signOut.failed', defaultMessage: 'You could not be signed out. Check your connection and try again.' },
});
