/// <reference types="vite/client" />
// The reference keeps `import.meta.glob` typed in every project that compiles this file through @casino/i18n.
import { defineCatalogue } from './lib/catalogue';
import { cataloguedMessages } from './lib/catalogued-messages';
import type en from './messages/en.json';

/** Messages shared by every lib (SPEC.md keys such as common.fieldsValidatorErrors.*), one lazy chunk per locale. */
export const commonMessages = defineCatalogue(import.meta.glob('./messages/*.json'));

/**
 * The site's own text for each promo code error code (SPEC.md 5), used where the CMS's `promoCodeErrors` list has none;
 * INVALID is the fallback for any other code.
 */
export const promoCodeErrorMessages = cataloguedMessages<typeof en>()('common.promoCodeErrors');

/** What any promo code field says when the check failed for a reason that is not the code's (the platform unreachable, say). */
export const promoCodeUncheckedMessage = cataloguedMessages<typeof en>()('common.promoCode').unchecked;
