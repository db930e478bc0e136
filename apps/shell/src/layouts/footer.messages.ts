import { defineMessages } from 'react-intl';

export const footerMessages = defineMessages({
  languages: { id: 'shell.footer.languages', defaultMessage: 'Languages' },
  responsible: {
    id: 'shell.footer.responsible',
    defaultMessage: 'Play responsibly. Gambling is for adults aged 18 and over.',
  },
});
