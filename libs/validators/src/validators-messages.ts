/// <reference types="vite/client" />
// The reference keeps `import.meta.glob` typed in every project that compiles this file through @casino/validators.
import { defineCatalogue } from '@casino/i18n';

/**
 * Texts of the validators.* message ids. The common.fieldsValidatorErrors.* ids live in
 * `commonMessages` of @casino/i18n; load both to translate every validation error.
 */
export const validatorsMessages = defineCatalogue(import.meta.glob('./messages/*.json'));
