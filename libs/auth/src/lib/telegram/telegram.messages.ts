import { defineMessages } from 'react-intl';

/** The spec's own key (SPEC.md 8), kept as it is named there. */
export const telegramMessages = defineMessages({
  wrongRegServerError: {
    id: 'popups.registration.wrongRegServerError',
    defaultMessage: 'We could not sign you up through Telegram. Close the app and open it again from the bot.',
  },
});
