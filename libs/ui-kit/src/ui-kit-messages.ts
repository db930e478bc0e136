/// <reference types="vite/client" />
import { defineCatalogue } from '@casino/i18n';

/** The ui-kit's translations by locale, each loaded on its own: the app loads only the current locale's texts. */
export const uiKitMessages = defineCatalogue(import.meta.glob('./messages/*.json', { import: 'default' }));
