import { useGetCmsCommonQuery } from '@casino/cms-client';
import type { PromoCodeTexts } from '@casino/validators';
import { useIntl } from 'react-intl';
import { signUpMessages } from './sign-up.messages';

/** The per-code promo code texts of the CMS (SPEC.md 5), with a translated INVALID when the CMS has none. */
export function usePromoCodeTexts(): PromoCodeTexts {
  const intl = useIntl();
  const { data } = useGetCmsCommonQuery();
  return { INVALID: intl.formatMessage(signUpMessages.promoInvalid), ...data?.promoCodeErrors };
}
