import { defineMessages } from 'react-intl';

export const footerMessages = defineMessages({
  links: { id: 'shell.footer.links', defaultMessage: 'Information' },
  languages: { id: 'shell.footer.languages', defaultMessage: 'Languages' },
  responsible: {
    id: 'shell.footer.responsible',
    defaultMessage: 'Play responsibly. Gambling is for adults aged 18 and over.',
  },
});
