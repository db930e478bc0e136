import { defineMessages } from 'react-intl';

export const consentMessages = defineMessages({
  label: { id: 'frame.consent.label', defaultMessage: 'Cookie consent' },
  text: {
    id: 'frame.consent.text',
    defaultMessage:
      'We would like to use analytics cookies to understand how the site is used and improve it. They are only set if you accept. Cookies the site needs to work are always on.',
  },
  accept: { id: 'frame.consent.accept', defaultMessage: 'Accept analytics' },
  decline: { id: 'frame.consent.decline', defaultMessage: 'Decline' },
});
