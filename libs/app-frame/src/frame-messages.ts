import { defineCatalogue } from '@casino/i18n';

export const frameMessages = defineCatalogue(import.meta.glob('./messages/*.json', { import: 'default' }));
