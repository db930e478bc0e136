import { defineMessage, defineMessages } from 'react-intl';

// Messages with placeholders use defineMessage<Values> so formatMessage checks their values.
export const feedbackMessages = {
  ...defineMessages({
    loading: { id: 'uiKit.loader.loading', defaultMessage: 'Loading' },
    days: { id: 'uiKit.countdown.days', defaultMessage: 'd' },
    hours: { id: 'uiKit.countdown.hours', defaultMessage: 'h' },
    minutes: { id: 'uiKit.countdown.minutes', defaultMessage: 'm' },
    seconds: { id: 'uiKit.countdown.seconds', defaultMessage: 's' },
    countdownEnded: { id: 'uiKit.countdown.ended', defaultMessage: 'Finished' },
    loadFailed: { id: 'uiKit.loadFailed.text', defaultMessage: 'This could not be loaded. Check your connection and try again.' },
    retry: { id: 'uiKit.loadFailed.retry', defaultMessage: 'Try again' },
  }),
  progress: defineMessage<{ value: string; max: string }>({ id: 'uiKit.progressBar.value', defaultMessage: '{value} of {max}' }),
  countdownLabel: defineMessage<{ days: number; hours: number; minutes: number; seconds: number }>({
    id: 'uiKit.countdown.label',
    defaultMessage: '{days} days {hours} hours {minutes} minutes {seconds} seconds left',
  }),
};
