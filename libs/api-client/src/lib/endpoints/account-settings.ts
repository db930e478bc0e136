import {
  contactPhoneSettingsSchema,
  currencyRatesSchema,
  depositLimitSchema,
  personalDataFieldsSchema,
  profileSchema,
  resultSchema,
  contactsResultSchema,
  resendTimeSchema,
  twoFactorStateSchema,
  twoFactorSwitchSchema,
  type ContactPhoneSettings,
  type CurrencyRates,
  type DepositLimit,
  type PersonalDataField,
  type Profile,
  type Result,
  type ContactsResult,
  type ResendTime,
  type TwoFactorState,
  type TwoFactorSwitch,
} from '@casino/platform-contract';
import { platformApi } from '../platform-api';
import { USER_BOUND_TAGS } from '../tags';
import type { BodyFields } from '../transport/form-body';

/** Profile fields to save; only the given ones are sent (the rest of the form is the caller's). */
export type ProfileInfoFields = Partial<Omit<Profile, 'contacts' | 'document'>> & {
  document_type?: string | null;
  document_number?: string | null;
  cpf?: string | null;
};

/** account.saveProfileInfo succeeds only when the result is 1 (SPEC.md 7.2 and 8). */
export const isProfileSaved = (result: Result | undefined) => result?.result === 1;

/**
 * The player's details and settings (SPEC.md 7.2): profile, personal data fields, contacts and their confirmation,
 * password, two-factor sign-in, subscriptions, currency and the deposit limit.
 */
export const accountSettingsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getProfileInfo: build.query<Profile, { fields?: readonly string[] } | void>({
      query: (args) => ({
        method: 'account.getprofileinfo',
        params: { fields: args?.fields ?? ['contacts', 'document'] },
        schema: profileSchema,
      }),
      providesTags: ['Profile'],
    }),
    getContactPhoneSettings: build.query<ContactPhoneSettings, void>({
      query: () => ({ method: 'account.getContactPhoneSettings', schema: contactPhoneSettingsSchema }),
      providesTags: ['ContactSettings'],
    }),
    /** Rates of every currency against `currency` (the platform's default when not given). */
    getCurrencyRates: build.query<CurrencyRates, { currency?: string } | void>({
      query: (args) => ({ method: 'account.getcurrencyrates', params: { currency: args?.currency }, schema: currencyRatesSchema }),
      providesTags: ['CurrencyRates'],
    }),
    getDepositLimit: build.query<DepositLimit, void>({
      query: () => ({ method: 'account.getDepositLimit', schema: depositLimitSchema }),
      providesTags: ['DepositLimit'],
    }),
    /** The personal fields a step asks for: profile (default), deposit, withdrawal or registration. */
    getPersonalDataFields: build.query<PersonalDataField[], { type?: 'profile' | 'deposit' | 'withdrawal' | 'registration' } | void>({
      query: (args) => ({ method: 'Account.getPersonalDataFields', params: { type: args?.type }, schema: personalDataFieldsSchema }),
      transformResponse: ({ items }: { items: PersonalDataField[] }) => items,
      providesTags: ['PersonalDataFields'],
    }),

    addContact: build.mutation<ContactsResult, { contact: string; phone_country_code?: string | null }>({
      query: ({ contact, phone_country_code }) => ({
        method: 'account.addcontact',
        body: { contact, phone_country_code },
        schema: contactsResultSchema,
      }),
      invalidatesTags: ['Profile', 'Account'],
    }),
    confirmContact: build.mutation<ContactsResult, { contact: string; code: string }>({
      query: (body) => ({ method: 'account.confirmContact', body, schema: contactsResultSchema }),
      invalidatesTags: ['Profile', 'Account'],
    }),
    sendConfirmationToContact: build.mutation<ResendTime, { contact: string }>({
      query: (body) => ({ method: 'account.sendconfirmationtocontact', body, schema: resendTimeSchema }),
    }),
    changeFakename: build.mutation<Result, { fakename: string }>({
      query: (body) => ({ method: 'account.changefakename', body, schema: resultSchema }),
      invalidatesTags: ['Account'],
    }),
    changePassword: build.mutation<Result, { old_password: string; new_password: string; repeat_password?: string }>({
      query: (body) => ({ method: 'account.changepassword', body, schema: resultSchema }),
    }),
    changeSubscription: build.mutation<ContactsResult, { contact: string; subscription: 0 | 1 }>({
      query: (body) => ({ method: 'account.changeSubscription', body, schema: contactsResultSchema }),
      invalidatesTags: ['Profile', 'Account'],
    }),
    /** Starts switching two-factor on or off: a code is sent, confirmed with confirmTwoFactorAuth. */
    changeTwoFactorAuth: build.mutation<TwoFactorSwitch, void>({
      query: () => ({ method: 'account.changeTwoFactorAuth', schema: twoFactorSwitchSchema }),
    }),
    confirmTwoFactorAuth: build.mutation<TwoFactorState, { code: string }>({
      query: (body) => ({ method: 'account.confirmTwoFactorAuth', body, schema: twoFactorStateSchema }),
      invalidatesTags: ['Account'],
    }),
    /** Check the answer with `isProfileSaved`: only result 1 is a success (SPEC.md 8, "Failed to save data"). */
    saveProfileInfo: build.mutation<Result, ProfileInfoFields>({
      query: (fields) => ({ method: 'account.saveProfileInfo', body: fields as BodyFields, schema: resultSchema }),
      invalidatesTags: (result) => (isProfileSaved(result) ? ['Profile', 'Account', 'PersonalDataFields'] : []),
    }),
    setUserOnVerification: build.mutation<Result, void>({
      query: () => ({ method: 'account.setUserOnVerification', schema: resultSchema }),
      invalidatesTags: ['Account'],
    }),
    /** A new account currency changes every amount the player sees. */
    setCurrency: build.mutation<Result, { currency: string }>({
      query: (body) => ({ method: 'account.setCurrency', body, schema: resultSchema }),
      invalidatesTags: (_result, error) => (error ? [] : [...USER_BOUND_TAGS]),
    }),
    /** From a mail link (`token`) or, signed in, for one contact or all of them. */
    unsubscribe: build.mutation<Result, { token?: string; contact?: string }>({
      query: (body) => ({ method: 'account.unsubscribe', body, schema: resultSchema }),
      invalidatesTags: ['Profile', 'Account'],
    }),
  }),
});

export const {
  useGetProfileInfoQuery,
  useGetContactPhoneSettingsQuery,
  useGetCurrencyRatesQuery,
  useGetDepositLimitQuery,
  useGetPersonalDataFieldsQuery,
  useAddContactMutation,
  useConfirmContactMutation,
  useSendConfirmationToContactMutation,
  useChangeFakenameMutation,
  useChangePasswordMutation,
  useChangeSubscriptionMutation,
  useChangeTwoFactorAuthMutation,
  useConfirmTwoFactorAuthMutation,
  useSaveProfileInfoMutation,
  useSetUserOnVerificationMutation,
  useSetCurrencyMutation,
  useUnsubscribeMutation,
} = accountSettingsApi;
