import { useAddContactMutation, useGetContactPhoneSettingsQuery } from '@casino/api-client';
import { emailRule, phoneRule, toFieldMessageValidator } from '@casino/validators';
import { Button, FormPhoneField, FormRadioGroup, FormTextField, type PhoneCountry, type PhoneValue, useToast } from '@casino/ui-kit';
import type { FormApi } from 'final-form';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { isTooManyRequests } from '../shared/server-error';
import { profileMessages } from '../shared/profile.messages';
import { contactFormatMessages, contactsMessages as m } from './contacts.messages';
import styles from './contacts.module.css';

type AddContactValues = { type: 'email' | 'phone'; email?: string; phone?: PhoneValue };

const validateEmail = toFieldMessageValidator(emailRule);
const checkPhone = toFieldMessageValidator(phoneRule);
// The ui-kit phone field says `valid`; the rule of SPEC.md 5 reads `isValid`.
const validatePhone = (value: unknown) => {
  const phone = value && typeof value === 'object' ? (value as PhoneValue) : undefined;
  return checkPhone({ number: phone?.number ?? '', isValid: phone?.valid ?? false });
};

// A country without a mask of its own takes up to 12 digits.
const FALLBACK_MASK = '############';

export type AddContactFormProps = {
  /** Called with the contact as the platform stored it, once it is added and a code was sent. */
  onAdded: (contact: string) => void;
};

/** Adds an email or a phone number; the platform sends it a confirmation code at once. */
export function AddContactForm({ onAdded }: AddContactFormProps) {
  const intl = useIntl();
  const toast = useToast();
  const [addContact] = useAddContactMutation();
  const { data: phoneSettings } = useGetContactPhoneSettingsQuery();
  const countries = useMemo<PhoneCountry[] | undefined>(() => {
    if (!phoneSettings?.countries.length) return undefined;
    const list = phoneSettings.countries.map((country) => ({ code: country.country_code, dialCode: country.phone_code, mask: country.mask ?? FALLBACK_MASK }));
    // The platform's default country first, so an untouched field starts there.
    return list.sort((a, b) => Number(b.code === phoneSettings.default_country_code) - Number(a.code === phoneSettings.default_country_code));
  }, [phoneSettings]);

  const handleSubmit = async (values: AddContactValues, form: FormApi<AddContactValues>) => {
    const isEmail = values.type === 'email';
    const phone = values.phone;
    const contact = isEmail ? (values.email ?? '').trim() : `${phone?.dialCode ?? ''}${(phone?.number ?? '').replace(/\D/g, '')}`;
    const phoneCountry = isEmail ? null : (countries?.find((country) => country.dialCode === phone?.dialCode)?.code ?? null);
    const result = await addContact({ contact, phone_country_code: phoneCountry });
    if ('error' in result) {
      // SPEC.md 8: a contact that cannot be saved gets the wrong email or wrong phone format message.
      const message = isTooManyRequests(result.error) ? profileMessages.tooManyRequests : isEmail ? contactFormatMessages.wrongEmail : contactFormatMessages.wrongPhone;
      return { [isEmail ? 'email' : 'phone']: intl.formatMessage(message) };
    }
    const stored = isEmail ? contact.toLowerCase() : contact;
    onAdded(stored);
    toast('success', m.addedToast);
    setTimeout(() => form.restart({ type: values.type }));
    return undefined;
  };

  return (
    <Form<AddContactValues> onSubmit={handleSubmit} initialValues={{ type: 'email' }} subscription={{ submitting: true, values: true }}>
      {({ handleSubmit: submit, submitting, values }) => (
        <form onSubmit={submit} noValidate className={styles.addForm} aria-label={intl.formatMessage(m.addTitle)}>
          <h3 className={styles.addTitle}>
            <FormattedMessage {...m.addTitle} />
          </h3>
          <FormRadioGroup
            name="type"
            label={intl.formatMessage(m.addType)}
            direction="horizontal"
            options={[
              { value: 'email', label: intl.formatMessage(m.email) },
              { value: 'phone', label: intl.formatMessage(m.phone) },
            ]}
          />
          <div className={styles.addRow}>
            {values.type === 'phone' ? (
              <FormPhoneField key="phone" name="phone" label={intl.formatMessage(m.newPhone)} countries={countries} validate={validatePhone} />
            ) : (
              <FormTextField key="email" name="email" type="email" label={intl.formatMessage(m.newEmail)} validate={validateEmail} autoComplete="email" />
            )}
            <Button type="submit" variant="secondary" loading={submitting}>
              <FormattedMessage {...m.add} />
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}
