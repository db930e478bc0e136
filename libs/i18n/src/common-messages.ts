/// <reference types="vite/client" />
// The reference keeps `import.meta.glob` typed in every project that compiles this file through @casino/i18n.
import { defineCatalogue } from './lib/catalogue';

/** Messages shared by every lib (SPEC.md keys such as common.fieldsValidatorErrors.*), one lazy chunk per locale. */
export const commonMessages = defineCatalogue(import.meta.glob('./messages/*.json'));
