import { defineMessages } from 'react-intl';

export const sessionClockMessages = defineMessages({
  label: { id: 'session.clock.label', defaultMessage: 'Time in this session' },
});
