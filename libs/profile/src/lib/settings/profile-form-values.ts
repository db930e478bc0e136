import type { ProfileInfoFields } from '@casino/api-client';
import type { Profile } from '@casino/platform-contract';

/** The profile form as react-final-form holds it: every field a string, the birth date as dd.mm.yyyy. */
export type ProfileFormValues = {
  first_name: string;
  last_name: string;
  sex: string;
  birth_date: string;
  document_type: string;
  document_number: string;
  country_code: string;
  region: string;
  home_town: string;
  address: string;
  postcode: string;
};

export type ProfileFieldName = keyof ProfileFormValues;

export const PROFILE_FIELD_NAMES = [
  'first_name',
  'last_name',
  'sex',
  'birth_date',
  'document_type',
  'document_number',
  'country_code',
  'region',
  'home_town',
  'address',
  'postcode',
] as const satisfies readonly ProfileFieldName[];

/** yyyy-mm-dd (the platform) -> dd.mm.yyyy (the field); anything else is shown as it came. */
export function isoToDotted(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}

/** dd.mm.yyyy (the field) -> yyyy-mm-dd (the platform). */
export function dottedToIso(value: string): string {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : value.trim();
}

export function toFormValues(profile: Profile): ProfileFormValues {
  return {
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    sex: profile.sex === null ? '' : String(profile.sex),
    birth_date: isoToDotted(profile.birth_date),
    document_type: profile.document?.type ?? '',
    document_number: profile.document?.number ?? '',
    country_code: profile.country_code ?? '',
    region: profile.region ?? '',
    home_town: profile.home_town ?? '',
    address: profile.address ?? '',
    postcode: profile.postcode ?? '',
  };
}

const text = (value: string | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? undefined : trimmed;
};

/**
 * What account.saveProfileInfo receives. Blank fields are left out (the platform keeps what it has);
 * the country goes as its code and its English name, as the platform stores both.
 */
export function toProfileFields(values: Partial<ProfileFormValues>, countryName: (code: string) => string): ProfileInfoFields {
  const countryCode = text(values.country_code);
  const birthDate = text(values.birth_date);
  const sex = text(values.sex);
  const fields: ProfileInfoFields = {
    first_name: text(values.first_name),
    last_name: text(values.last_name),
    sex: sex === undefined ? undefined : Number(sex),
    birth_date: birthDate && dottedToIso(birthDate),
    document_type: text(values.document_type),
    document_number: text(values.document_number),
    country_code: countryCode,
    country: countryCode && countryName(countryCode),
    region: text(values.region),
    home_town: text(values.home_town),
    address: text(values.address),
    postcode: text(values.postcode),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as ProfileInfoFields;
}
