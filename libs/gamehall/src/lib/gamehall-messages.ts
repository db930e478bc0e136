import { defineCatalogue } from '@casino/i18n';

export const gamehallMessages = defineCatalogue(import.meta.glob('../messages/*.json', { import: 'default' }));
