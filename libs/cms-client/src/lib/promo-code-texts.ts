import { promoCodeErrorMessages } from '@casino/i18n';
import type { PromoCodeTexts } from '@casino/validators';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useGetCmsCommonQuery } from './endpoints/content';

/**
 * The per-code promo code texts (SPEC.md 5): the CMS's list (`common.promoCodeErrors`) where it has a text for a code,
 * the site's translation otherwise; INVALID is the fallback for any other code. One list for every promo code field:
 * sign-up, the promotions page and the deposit.
 */
export function usePromoCodeTexts(): PromoCodeTexts {
  const intl = useIntl();
  const { data } = useGetCmsCommonQuery();
  const cms = data?.promoCodeErrors;
  return useMemo(
    () => ({
      INVALID: intl.formatMessage(promoCodeErrorMessages.INVALID),
      NOT_FOUND: intl.formatMessage(promoCodeErrorMessages.NOT_FOUND),
      EXPIRED: intl.formatMessage(promoCodeErrorMessages.EXPIRED),
      NOT_STARTED: intl.formatMessage(promoCodeErrorMessages.NOT_STARTED),
      ALREADY_ACTIVATED: intl.formatMessage(promoCodeErrorMessages.ALREADY_ACTIVATED),
      ...cms,
    }),
    [intl, cms],
  );
}
