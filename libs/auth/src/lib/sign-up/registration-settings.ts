import { useGetCmsAuthConfigQuery, useGetCmsFormsConfigQuery } from '@casino/cms-client';
import type { RegistrationConfigFlags } from '@casino/platform-contract';

export type RegistrationType = 'form' | 'fast' | 'social';

export type RegistrationSettings = {
  /** The types to offer, in the CMS order; the form alone when the CMS says nothing. */
  types: RegistrationType[];
  defaultType: RegistrationType;
  flags: RegistrationConfigFlags;
  /** Texts of the terms and newsletter checkboxes written in the CMS, if any. */
  termsText?: string;
  notifyText?: string;
  isLoading: boolean;
};

/** Without a CMS answer only what the platform requires is asked. */
export const DEFAULT_REGISTRATION_FLAGS: RegistrationConfigFlags = {
  confirmEmailPopup: false,
  showCharacterSelect: false,
  showPromocode: false,
  terms: false,
  notify: false,
  markBetting: false,
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/** Registration types from the CMS auth-config and the flags of SPEC.md 3 from forms-config. */
export function useRegistrationSettings(): RegistrationSettings {
  const auth = useGetCmsAuthConfigQuery();
  const forms = useGetCmsFormsConfigQuery();
  const types: RegistrationType[] = auth.data?.registrationTypes?.length ? auth.data.registrationTypes : ['form'];
  const configuredDefault = auth.data?.['defaultRegistrationType'];
  const defaultType = types.find((type) => type === configuredDefault) ?? types[0];
  return {
    types,
    defaultType,
    flags: forms.data?.registration ?? DEFAULT_REGISTRATION_FLAGS,
    termsText: text(forms.data?.['termsText']),
    notifyText: text(forms.data?.['notifyText']),
    isLoading: auth.isLoading || forms.isLoading,
  };
}
