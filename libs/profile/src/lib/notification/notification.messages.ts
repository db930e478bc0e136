import { defineMessages } from 'react-intl';

export const notificationMessages = defineMessages({
  title: { id: 'profile.notification.title', defaultMessage: 'Notifications' },
  intro: { id: 'profile.notification.intro', defaultMessage: 'Choose where you get our news, bonuses and personal offers.' },
  listLabel: { id: 'profile.notification.listLabel', defaultMessage: 'Subscriptions' },
  subscribed: { id: 'profile.notification.subscribed', defaultMessage: 'News and offers are sent here' },
  notSubscribed: { id: 'profile.notification.notSubscribed', defaultMessage: 'Nothing is sent here' },
  onToast: { id: 'profile.notification.onToast', defaultMessage: 'Subscription turned on.' },
  offToast: { id: 'profile.notification.offToast', defaultMessage: 'Subscription turned off.' },
  allOff: { id: 'profile.notification.allOff', defaultMessage: 'Unsubscribe from everything' },
  allOffToast: { id: 'profile.notification.allOffToast', defaultMessage: 'You will no longer receive our news and offers.' },
  noContactsTitle: { id: 'profile.notification.noContactsTitle', defaultMessage: 'No contacts to notify' },
  noContactsText: { id: 'profile.notification.noContactsText', defaultMessage: 'Add an email or a phone number first; then choose what we may send there.' },
  addContact: { id: 'profile.notification.addContact', defaultMessage: 'Add a contact' },
  serviceNote: { id: 'profile.notification.serviceNote', defaultMessage: 'Messages about your account and payments are always sent.' },
});
