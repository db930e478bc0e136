import { mapPromoCodeError, type PromoCodeTexts } from '@casino/validators';
import { isPlatformError } from './platform-error';

/**
 * The message under the promo code field for a failed check or activation. The platform's answer about
 * the code (error_data.promo_code[0]) goes through the per-code texts, falling back to INVALID (SPEC.md 5);
 * a failure without an answer about the code (network, server down) is not the code's fault: `undefined`.
 */
export function promoCodeErrorMessage(error: unknown, texts: PromoCodeTexts): string | undefined {
  if (!isPlatformError(error)) return undefined;
  const aboutTheCode = error.data !== undefined || error.type === 'InvalidParameterException' || error.type === 'InvalidRequestException';
  return aboutTheCode ? mapPromoCodeError(error.data, texts).message : undefined;
}
