import { isProfileSaved, useSaveProfileInfoMutation } from '@casino/api-client';
import type { PersonalDataField, Profile } from '@casino/platform-contract';
import { Button, Card, ErrorNote, FormDateField, FormRadioGroup, FormSelect, FormTextField, useToast } from '@casino/ui-kit';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { platformErrorOf } from '../shared/server-error';
import { countryName, countryOptions } from './countries';
import { isRequiredField, profileFieldValidators } from './profile-field-rules';
import { PROFILE_FIELD_NAMES, toFormValues, toProfileFields, type ProfileFieldName, type ProfileFormValues } from './profile-form-values';
import { settingsMessages as m } from './settings.messages';
import styles from './settings.module.css';

export type ProfileInfoFormProps = {
  profile: Profile;
  personalFields: readonly PersonalDataField[];
};

// The platform names the country field `country`; the form keeps its code.
const formFieldOf = (name: string): ProfileFieldName | undefined =>
  name === 'country' ? 'country_code' : (PROFILE_FIELD_NAMES as readonly string[]).includes(name) ? (name as ProfileFieldName) : undefined;

/** The server's per-field messages (InvalidParameterException), shown under their fields until edited. */
function serverFieldErrors(error: unknown): SubmissionErrors | undefined {
  const data = platformErrorOf(error)?.data;
  if (!data) return undefined;
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(data)) {
    const field = formFieldOf(name);
    const text = Array.isArray(messages) ? messages[0] : undefined;
    if (field && typeof text === 'string') errors[field] = text;
  }
  return Object.keys(errors).length ? errors : undefined;
}

/**
 * The personal data form (SPEC.md 3 Profile) with the rules of SPEC.md 5. A failed save keeps every typed
 * value and says "Failed to save data"; a successful one makes the form pristine again.
 */
export function ProfileInfoForm({ profile, personalFields }: ProfileInfoFormProps) {
  const intl = useIntl();
  const toast = useToast();
  const [saveProfileInfo] = useSaveProfileInfoMutation();
  const initialValues = useMemo(() => toFormValues(profile), [profile]);
  const validators = useMemo(() => profileFieldValidators(personalFields), [personalFields]);
  const optional = (name: ProfileFieldName) => !isRequiredField(personalFields, name);
  const countries = useMemo(() => countryOptions(intl.locale, initialValues.country_code), [intl.locale, initialValues.country_code]);

  const handleSubmit = async (values: ProfileFormValues, form: FormApi<ProfileFormValues>) => {
    const result = await saveProfileInfo(toProfileFields(values, (code) => countryName(code, 'en')));
    if ('error' in result) {
      return { ...serverFieldErrors(result.error), [FORM_ERROR]: intl.formatMessage(m.saveFailed) };
    }
    if (!isProfileSaved(result.data)) return { [FORM_ERROR]: intl.formatMessage(m.saveFailed) };
    // The saved values are the new starting point: the form is no longer dirty.
    form.initialize(values);
    toast('success', m.saved);
    return undefined;
  };

  // A profile refetch while the player edits must not wipe their unsaved changes.
  return (
    <Form<ProfileFormValues> onSubmit={handleSubmit} initialValues={initialValues} keepDirtyOnReinitialize subscription={{ submitting: true, pristine: true, submitError: true, hasValidationErrors: true, submitFailed: true }}>
      {({ handleSubmit: submit, submitting, pristine, submitError, hasValidationErrors, submitFailed }) => (
        <form onSubmit={submit} noValidate className={styles.form} aria-label={intl.formatMessage(m.title)}>
          <Card title={<FormattedMessage {...m.personalTitle} />} headingLevel={2}>
            <div className={styles.grid}>
              <FormTextField name="first_name" label={intl.formatMessage(m.firstName)} validate={validators.first_name} optional={optional('first_name')} autoComplete="given-name" />
              <FormTextField name="last_name" label={intl.formatMessage(m.lastName)} validate={validators.last_name} optional={optional('last_name')} autoComplete="family-name" />
              <FormDateField
                name="birth_date"
                label={intl.formatMessage(m.birthDate)}
                hint={intl.formatMessage(m.birthDateHint)}
                validate={validators.birth_date}
                optional={optional('birth_date')}
                autoComplete="bday"
              />
              <FormRadioGroup
                name="sex"
                label={intl.formatMessage(m.sex)}
                direction="horizontal"
                validate={validators.sex}
                options={[
                  { value: '1', label: intl.formatMessage(m.sexMale) },
                  { value: '2', label: intl.formatMessage(m.sexFemale) },
                ]}
              />
            </div>
          </Card>
          <Card title={<FormattedMessage {...m.documentTitle} />} headingLevel={2}>
            <div className={styles.grid}>
              <FormSelect
                name="document_type"
                label={intl.formatMessage(m.documentType)}
                validate={validators.document_type}
                optional={optional('document_type')}
                options={[
                  { value: 'passport', label: intl.formatMessage(m.documentPassport) },
                  { value: 'id_card', label: intl.formatMessage(m.documentIdCard) },
                  { value: 'driving_licence', label: intl.formatMessage(m.documentDrivingLicence) },
                ]}
              />
              <FormTextField name="document_number" label={intl.formatMessage(m.documentNumber)} validate={validators.document_number} optional={optional('document_number')} autoComplete="off" />
            </div>
          </Card>
          <Card title={<FormattedMessage {...m.addressTitle} />} headingLevel={2}>
            <div className={styles.grid}>
              <FormSelect name="country_code" label={intl.formatMessage(m.country)} validate={validators.country_code} optional={optional('country_code')} options={countries} autoComplete="country" />
              <FormTextField name="region" label={intl.formatMessage(m.region)} validate={validators.region} optional={optional('region')} autoComplete="address-level1" />
              <FormTextField name="home_town" label={intl.formatMessage(m.town)} validate={validators.home_town} optional={optional('home_town')} autoComplete="address-level2" />
              <FormTextField name="address" label={intl.formatMessage(m.address)} validate={validators.address} optional={optional('address')} autoComplete="street-address" />
              <FormTextField
                name="postcode"
                label={intl.formatMessage(m.postcode)}
                validate={validators.postcode}
                optional={optional('postcode')}
                inputMode="numeric"
                autoComplete="postal-code"
              />
            </div>
          </Card>
          <div className={styles.actions}>
            {submitError ? (
              <ErrorNote>{submitError}</ErrorNote>
            ) : (
              submitFailed &&
              hasValidationErrors && (
                <ErrorNote>
                  <FormattedMessage {...m.fixErrors} />
                </ErrorNote>
              )
            )}
            {!pristine && !submitError && (
              <p className={styles.dirty} data-testid="unsaved-changes">
                <FormattedMessage {...m.unsavedChanges} />
              </p>
            )}
            <Button type="submit" loading={submitting} disabled={pristine}>
              <FormattedMessage {...m.save} />
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}
