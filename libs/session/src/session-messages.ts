/// <reference types="vite/client" />
// The reference keeps `import.meta.glob` typed in every project that compiles this file through @casino/session.
import { defineCatalogue } from '@casino/i18n';

/** The texts of the session's views (hints, the balance refresh button) in every locale. */
export const sessionMessages = defineCatalogue(import.meta.glob('./messages/*.json', { import: 'default' }));
