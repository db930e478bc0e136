import { defineCatalogue } from '@casino/i18n';

export const shellMessages = defineCatalogue(import.meta.glob('./*.json', { import: 'default' }));
