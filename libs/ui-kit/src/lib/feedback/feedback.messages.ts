import { defineMessages } from 'react-intl';

export const feedbackMessages = defineMessages({
  loading: { id: 'uiKit.loader.loading', defaultMessage: 'Loading' },
  progress: { id: 'uiKit.progressBar.value', defaultMessage: '{value} of {max}' },
  days: { id: 'uiKit.countdown.days', defaultMessage: 'd' },
  hours: { id: 'uiKit.countdown.hours', defaultMessage: 'h' },
  minutes: { id: 'uiKit.countdown.minutes', defaultMessage: 'm' },
  seconds: { id: 'uiKit.countdown.seconds', defaultMessage: 's' },
  countdownLabel: {
    id: 'uiKit.countdown.label',
    defaultMessage: '{days} days {hours} hours {minutes} minutes {seconds} seconds left',
  },
  countdownEnded: { id: 'uiKit.countdown.ended', defaultMessage: 'Finished' },
});
