import { useGetCmsCommonQuery } from '@casino/cms-client';
import type { PromoCodeTexts } from '@casino/validators';
import { useIntl } from 'react-intl';
import { defineMessages } from 'react-intl';

const promoMessages = defineMessages({
  invalid: { id: 'auth.signUp.promoInvalid', defaultMessage: 'This promo code is not valid' },
});

/** The per-code promo code texts of the CMS (SPEC.md 5), with a translated INVALID when the CMS has none. */
export function usePromoCodeTexts(): PromoCodeTexts {
  const intl = useIntl();
  const { data } = useGetCmsCommonQuery();
  return { INVALID: intl.formatMessage(promoMessages.invalid), ...data?.promoCodeErrors };
}
