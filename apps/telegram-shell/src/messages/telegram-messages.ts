import { defineCatalogue } from '@casino/i18n';

export const telegramShellMessages = defineCatalogue(import.meta.glob('./*.json', { import: 'default' }));
