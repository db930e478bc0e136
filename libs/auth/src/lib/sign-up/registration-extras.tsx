import type { RegistrationConfigFlags } from '@casino/platform-contract';
import { useLocalizedPath } from '@casino/routing';
import { FormCheckbox, FormTextField, Link } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { authFieldRules } from '../shared/field-rules';
import { signUpMessages } from './sign-up.messages';

export type RegistrationExtrasProps = {
  flags: RegistrationConfigFlags;
  termsText?: string;
  notifyText?: string;
};

/** The content page of the terms and conditions (the CMS's /terms, the one the footer links). */
export const TERMS_SLUG = 'terms';

/**
 * The optional parts of a sign-up form the CMS flags turn on: promo code, terms (with a link to read them, in a new
 * tab so nothing typed is lost), newsletter, betting mark.
 */
export function RegistrationExtras({ flags, termsText, notifyText }: RegistrationExtrasProps) {
  const intl = useIntl();
  const path = useLocalizedPath();
  return (
    <>
      {flags.showPromocode && (
        <FormTextField name="promo_code" label={intl.formatMessage(signUpMessages.promoCode)} optional autoComplete="off" autoCapitalize="characters" />
      )}
      {flags.markBetting && <FormCheckbox name="mark_betting" label={intl.formatMessage(signUpMessages.markBetting)} />}
      {flags.notify && <FormCheckbox name="is_subscribed" label={notifyText ?? intl.formatMessage(signUpMessages.notify)} />}
      {flags.terms && (
        <FormCheckbox
          name="terms"
          label={termsText ?? intl.formatMessage(signUpMessages.terms)}
          description={
            <Link to={path('slug', { params: { slug: TERMS_SLUG } })} target="_blank" rel="noopener">
              {intl.formatMessage(signUpMessages.readTerms)}
            </Link>
          }
          validate={authFieldRules.checkbox}
        />
      )}
    </>
  );
}

export type ExtrasValues = { promo_code?: string; terms?: boolean; is_subscribed?: boolean; mark_betting?: boolean };

const flag = (value: boolean | undefined): 0 | 1 => (value ? 1 : 0);

/** The extras as the platform takes them (checkboxes as 0/1, an empty promo code left out). */
export function extrasBody(values: ExtrasValues, flags: RegistrationConfigFlags) {
  return {
    ...(flags.showPromocode && values.promo_code?.trim() ? { promo_code: values.promo_code.trim() } : {}),
    ...(flags.terms ? { terms: flag(values.terms) } : {}),
    ...(flags.notify ? { is_subscribed: flag(values.is_subscribed) } : {}),
    ...(flags.markBetting ? { mark_betting: flag(values.mark_betting) } : {}),
  } as const;
}
