import { useSetCurrencyMutation } from '@casino/api-client';
import { Button, Dialog, Loader, type DialogComponentProps, FormSubmitError } from '@casino/ui-kit';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { serverFieldErrors } from '../shared/server-errors';
import { useSignOut } from '../sign-out/use-sign-out';
import { CurrencyField, useDefaultCurrency } from '../sign-up/currency-field';
import { RegistrationExtras, type ExtrasValues } from '../sign-up/registration-extras';
import { useRegistrationSettings } from '../sign-up/registration-settings';
import { socialRegistrationMessages } from './social-registration.messages';
import { submitOnce } from '../shared/submit-once';
import styles from '../shared/auth-form.module.css';

type SocialRegistrationValues = Pick<ExtrasValues, 'terms'> & { currency?: string };

export type SocialRegistrationDialogProps = DialogComponentProps;

/**
 * The incomplete-registration popup (dialog id 'social-registration', SPEC.md 4): a player who signed up
 * through a social network or the messenger picks the account currency (account.setCurrency). It cannot
 * be closed; signing out is the way to leave.
 */
export function SocialRegistrationDialog({ close }: SocialRegistrationDialogProps) {
  const intl = useIntl();
  const [setCurrency] = useSetCurrencyMutation();
  const signOut = useSignOut();
  const currency = useDefaultCurrency();
  const { flags, termsText, isLoading } = useRegistrationSettings();

  const handleSubmit = async (values: SocialRegistrationValues): Promise<SubmissionErrors> => {
    if (!values.currency) return undefined;
    const result = await setCurrency({ currency: values.currency });
    if (result.error === undefined) {
      close(true);
      return undefined;
    }
    const fields = serverFieldErrors(result.error, ['currency']);
    return Object.keys(fields).length ? fields : { [FORM_ERROR]: intl.formatMessage(socialRegistrationMessages.failed) };
  };

  // As the sign-up form: not before the CMS says which checkboxes to ask for, so none is skipped.
  if (isLoading) {
    return (
      <Dialog title={intl.formatMessage(socialRegistrationMessages.title)}>
        <Loader centered />
      </Dialog>
    );
  }

  return (
    <Dialog title={intl.formatMessage(socialRegistrationMessages.title)}>
      {/* The default currency can arrive after the player chose one: keep their choice. */}
      <Form<SocialRegistrationValues> onSubmit={handleSubmit} initialValues={{ currency }} keepDirtyOnReinitialize>
        {({ handleSubmit: submit, submitting, form }) => (
          <form noValidate className={styles['form']} onSubmit={submitOnce(form, submit)}>
            <p className={styles['muted']}>{intl.formatMessage(socialRegistrationMessages.intro)}</p>
            <CurrencyField />
            <RegistrationExtras flags={{ ...flags, showPromocode: false, notify: false, markBetting: false }} termsText={termsText} />
            <FormSubmitError />
            <Button type="submit" block loading={submitting}>
              {intl.formatMessage(socialRegistrationMessages.submit)}
            </Button>
            <div className={styles['links']}>
              <Button
                variant="ghost"
                size="sm"
                loading={signOut.isLoading}
                disabled={submitting}
                onClick={() => void signOut.signOut().then((ok) => ok && close(true))}
              >
                {intl.formatMessage(socialRegistrationMessages.signOut)}
              </Button>
            </div>
          </form>
        )}
      </Form>
    </Dialog>
  );
}
