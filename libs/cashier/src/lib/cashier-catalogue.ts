import { defineCatalogue } from '@casino/i18n';

/** The cashier's texts in every locale; the shell loads only the current one. */
export const cashierMessages = defineCatalogue(import.meta.glob('../messages/*.json', { import: 'default' }));
