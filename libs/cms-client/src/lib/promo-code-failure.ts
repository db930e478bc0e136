import { promoCodeErrorMessage } from '@casino/api-client';
import { promoCodeUncheckedMessage } from '@casino/i18n';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useIntl } from 'react-intl';
import { usePromoCodeTexts } from './promo-code-texts';

/**
 * What a promo code form shows when its check or activation failed (SPEC.md 5). The platform's answer about the code
 * goes under the field, in the CMS's words; any other failure (no connection, a 5xx) is not the code's, so it is the
 * form's error and the field is not marked wrong. One mapping for the promotions page and the deposit.
 */
export function usePromoCodeFailure(field: string): (error: unknown) => SubmissionErrors {
  const intl = useIntl();
  const texts = usePromoCodeTexts();
  return (error) => {
    const message = promoCodeErrorMessage(error, texts);
    return message ? { [field]: message } : { [FORM_ERROR]: intl.formatMessage(promoCodeUncheckedMessage) };
  };
}
