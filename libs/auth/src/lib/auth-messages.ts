import { defineCatalogue } from '@casino/i18n';

export const authMessages = defineCatalogue(import.meta.glob('../messages/*.json', { import: 'default' }));
