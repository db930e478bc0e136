import { Button, FormSubmitError } from '@casino/ui-kit';
import type { SubmissionErrors } from 'final-form';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { useDefaultCurrency } from './currency-field';
import { RegistrationExtras, type ExtrasValues } from './registration-extras';
import type { RegistrationSettings } from './registration-settings';
import { submitOnce } from '../shared/submit-once';
import styles from '../shared/auth-form.module.css';

export type RegistrationValues = ExtrasValues & { currency?: string };

export type RegistrationFormProps<Values extends RegistrationValues> = {
  settings: RegistrationSettings;
  onSubmit: (values: Values) => Promise<SubmissionErrors>;
  submitLabel: string;
  /** The fields of this sign-up type, the currency among them; the CMS extras follow them. */
  children: ReactNode;
};

/**
 * The form every sign-up type with fields shares: it starts with the platform's default currency and ends with the
 * extras the CMS flags ask for, the server's error and the submit button.
 */
export function RegistrationForm<Values extends RegistrationValues>({ settings, onSubmit, submitLabel, children }: RegistrationFormProps<Values>) {
  const currency = useDefaultCurrency();
  // Every Values has the currency (RegistrationValues), which TypeScript cannot tell of a type parameter.
  const initialValues = { currency } as Partial<Values>;

  // The default currency can arrive after the player started: a re-initialised form would wipe what they entered.
  return (
    <Form<Values> onSubmit={onSubmit} initialValues={initialValues} keepDirtyOnReinitialize>
      {({ handleSubmit, submitting, form }) => (
        <form noValidate className={styles['form']} onSubmit={submitOnce(form, handleSubmit)}>
          {children}
          <RegistrationExtras flags={settings.flags} termsText={settings.termsText} notifyText={settings.notifyText} />
          <FormSubmitError />
          <Button type="submit" block loading={submitting}>
            {submitLabel}
          </Button>
        </form>
      )}
    </Form>
  );
}
