import { defineCatalogue } from '@casino/i18n';

/** The profile's texts in every locale; the shell loads only the current one. */
export const profileMessages = defineCatalogue(import.meta.glob('../messages/*.json', { import: 'default' }));
