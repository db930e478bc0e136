import { defineMessage, defineMessages } from 'react-intl';

export const feedbackMessages = defineMessages({
  title: { id: 'support.feedback.title', defaultMessage: 'Send us a message' },
  email: { id: 'support.feedback.email', defaultMessage: 'Your email' },
  emailHint: { id: 'support.feedback.emailHint', defaultMessage: 'We send our answer to this address.' },
  name: { id: 'support.feedback.name', defaultMessage: 'Your name' },
  subject: { id: 'support.feedback.subject', defaultMessage: 'Subject' },
  text: { id: 'support.feedback.text', defaultMessage: 'Message' },
  submit: { id: 'support.feedback.submit', defaultMessage: 'Send message' },
  failed: { id: 'support.feedback.failed', defaultMessage: 'Your message could not be sent. Please try again in a moment.' },
  tooManyRequests: { id: 'support.feedback.tooManyRequests', defaultMessage: 'You have sent several messages in a short time. Please wait a few minutes and try again.' },
  sentTitle: { id: 'support.feedback.sentTitle', defaultMessage: 'Thank you, your message has been sent' },
  another: { id: 'support.feedback.another', defaultMessage: 'Send another message' },
});

export const feedbackCounterMessage = defineMessage<{ count: number; max: number }>(
  { id: 'support.feedback.counter', defaultMessage: '{count, number} of {max, number} characters' },
  { typed: true },
);

export const feedbackSentMessage = defineMessage<{ email: string }>(
  { id: 'support.feedback.sentText', defaultMessage: 'We will answer at {email} as soon as we can.' },
  { typed: true },
);
