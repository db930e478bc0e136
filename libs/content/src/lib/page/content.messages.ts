import { defineMessage, defineMessages } from 'react-intl';

export const contentMessages = defineMessages({
  loading: { id: 'content.page.loading', defaultMessage: 'Loading the page' },
  faqTitle: { id: 'content.faq.title', defaultMessage: 'Frequently asked questions' },
  errorTitle: { id: 'content.error.title', defaultMessage: 'This page did not load' },
  notFoundTitle: { id: 'content.notFound.title', defaultMessage: 'This page does not exist' },
  toHome: { id: 'content.notFound.toHome', defaultMessage: 'Go to the home page' },
});

export const lastUpdatedMessage = defineMessage<{ date: string }>(
  { id: 'content.page.lastUpdated', defaultMessage: 'Last updated: {date}' },
  { typed: true },
);
