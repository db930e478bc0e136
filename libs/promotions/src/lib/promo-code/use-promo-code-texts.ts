import { useGetCmsCommonQuery } from '@casino/cms-client';
import type { PromoCodeTexts } from '@casino/validators';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { promoCodeMessages as m } from './promo-code.messages';

/**
 * The per-code promo code texts (SPEC.md 5): the CMS list when it has a text for a code, otherwise this
 * lib's translation; INVALID is the fallback for any other code.
 */
export function usePromoCodeTexts(): PromoCodeTexts {
  const intl = useIntl();
  const { data } = useGetCmsCommonQuery();
  const cms = data?.promoCodeErrors;
  return useMemo(
    () => ({
      INVALID: intl.formatMessage(m.INVALID),
      NOT_FOUND: intl.formatMessage(m.NOT_FOUND),
      EXPIRED: intl.formatMessage(m.EXPIRED),
      NOT_STARTED: intl.formatMessage(m.NOT_STARTED),
      ALREADY_ACTIVATED: intl.formatMessage(m.ALREADY_ACTIVATED),
      ...cms,
    }),
    [intl, cms],
  );
}
