import { defineMessages } from 'react-intl';

export const fillProfileInfoMessages = defineMessages({
  title: { id: 'auth.fillProfileInfo.title', defaultMessage: 'Complete your profile' },
  text: {
    id: 'auth.fillProfileInfo.text',
    defaultMessage: 'A few personal details are missing. Fill them in to continue; it takes a minute.',
  },
  confirm: { id: 'auth.fillProfileInfo.confirm', defaultMessage: 'Fill in my profile' },
  later: { id: 'auth.fillProfileInfo.later', defaultMessage: 'Not now' },
});
