import { defineMessages } from 'react-intl';

export const footerMessages = defineMessages({
  links: { id: 'shell.footer.links', defaultMessage: 'Information' },
  responsible: {
    id: 'shell.footer.responsible',
    defaultMessage: 'Play responsibly. Gambling is for adults aged 18 and over.',
  },
});
