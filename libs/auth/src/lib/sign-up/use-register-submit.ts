import { isPlatformError, useRegisterMutation, type RegisterArgs } from '@casino/api-client';
import { usePromoCodeTexts } from '@casino/cms-client';
import type { AccountInfo } from '@casino/platform-contract';
import { mapPromoCodeError } from '@casino/validators';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useIntl } from 'react-intl';
import { serverFieldErrors } from '../shared/server-errors';
import { signUpMessages } from './sign-up.messages';

/** Fields whose server messages are shown under them. */
const SERVER_FIELDS = ['login', 'password', 'currency', 'terms'] as const;

/**
 * auth.register with the error handling every sign-up type shares: server field messages land under
 * their fields (a promo code error through the CMS texts), anything else above the button.
 */
export function useRegisterSubmit() {
  const intl = useIntl();
  const promoTexts = usePromoCodeTexts();
  const [register] = useRegisterMutation();
  return async (args: RegisterArgs, onRegistered: (account: AccountInfo) => void | Promise<void>): Promise<SubmissionErrors> => {
    const result = await register(args);
    if (result.error === undefined) {
      await onRegistered(result.data);
      return undefined;
    }
    const errors: Record<string, string> = serverFieldErrors(result.error, SERVER_FIELDS);
    if (isPlatformError(result.error) && result.error.data?.['promo_code'] !== undefined) {
      errors['promo_code'] = mapPromoCodeError(result.error.data, promoTexts).message;
    }
    if (Object.keys(errors).length) return { ...errors, [FORM_ERROR]: intl.formatMessage(signUpMessages.fixFields) };
    return { [FORM_ERROR]: intl.formatMessage(signUpMessages.failed) };
  };
}
