import { defineMessages } from 'react-intl';

export const unsubscribeMessages = defineMessages({
  title: { id: 'profile.unsubscribe.title', defaultMessage: 'Unsubscribe from our emails?' },
  text: { id: 'profile.unsubscribe.text', defaultMessage: 'You will stop receiving news, bonuses and offers. Messages about your account are still sent.' },
  confirm: { id: 'profile.unsubscribe.confirm', defaultMessage: 'Unsubscribe' },
  doneTitle: { id: 'profile.unsubscribe.doneTitle', defaultMessage: 'You are unsubscribed' },
  doneText: { id: 'profile.unsubscribe.doneText', defaultMessage: 'We will not send you news and offers any more. You can subscribe again in your profile.' },
  failedTitle: { id: 'profile.unsubscribe.failedTitle', defaultMessage: 'This link does not work' },
  failedText: { id: 'profile.unsubscribe.failedText', defaultMessage: 'The link is old or broken. Sign in and change your subscriptions in your profile.' },
  toHome: { id: 'profile.unsubscribe.toHome', defaultMessage: 'Go to the home page' },
  toSettings: { id: 'profile.unsubscribe.toSettings', defaultMessage: 'Notification settings' },
});
