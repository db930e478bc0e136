/// <reference types="vite/client" />
import { defineCatalogue } from '@casino/i18n';

export const contentMessages = defineCatalogue(import.meta.glob('../messages/*.json', { import: 'default' }));
