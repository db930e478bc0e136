import { defineMessages } from 'react-intl';

export const supportMessages = defineMessages({
  title: { id: 'support.page.title', defaultMessage: 'Support' },
  lead: { id: 'support.page.lead', defaultMessage: 'Questions about your account, a payment or a game? Choose how you would like to reach us.' },
  contactsTitle: { id: 'support.contacts.title', defaultMessage: 'Contact us' },
  chatTitle: { id: 'support.contacts.chat.title', defaultMessage: 'Live chat' },
  chatDescription: { id: 'support.contacts.chat.description', defaultMessage: 'Talk to our support team right here on the site.' },
  chatOpen: { id: 'support.contacts.chat.open', defaultMessage: 'Open live chat' },
  chatFailed: { id: 'support.contacts.chat.failed', defaultMessage: 'The live chat could not be opened right now. Please send us a message instead.' },
  messageTitle: { id: 'support.contacts.message.title', defaultMessage: 'Write to us' },
  messageDescription: { id: 'support.contacts.message.description', defaultMessage: 'Send us a message and we will answer by email.' },
  messageAction: { id: 'support.contacts.message.action', defaultMessage: 'Write a message' },
  faqDescription: { id: 'support.contacts.faq.description', defaultMessage: 'Quick answers to the questions players ask most.' },
  faqAction: { id: 'support.contacts.faq.action', defaultMessage: 'Read the answers' },
  faqTitle: { id: 'support.faq.title', defaultMessage: 'Frequently asked questions' },
});
