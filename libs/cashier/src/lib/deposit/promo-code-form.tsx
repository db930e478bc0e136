import { isPlatformError, useActivateOfferMutation } from '@casino/api-client';
import { Button, FormTextField, showToast, FormSubmitError } from '@casino/ui-kit';
import { mapPromoCodeError } from '@casino/validators';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { promoCodeErrorMessages, promoCodeMessages } from './deposit.messages';
import styles from './promo-code-form.module.css';

type PromoValues = { promo_code: string };

/** A promo code for the deposit (SPEC.md 5: always valid locally; the server's code picks the text). */
export function PromoCodeForm() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const [activate] = useActivateOfferMutation();

  const handleSubmit = async ({ promo_code }: PromoValues) => {
    const code = promo_code?.trim() ?? '';
    if (!code) return { promo_code: intl.formatMessage(promoCodeMessages.required) };
    try {
      const result = await activate({ promo_code: code }).unwrap();
      const text = result.status === 'taken' ? promoCodeMessages.taken : promoCodeMessages.activated;
      dispatch(showToast({ kind: 'success', text: intl.formatMessage(text) }));
      return undefined;
    } catch (error) {
      if (!isPlatformError(error) || error.type !== 'InvalidParameterException') {
        return { [FORM_ERROR]: intl.formatMessage(promoCodeErrorMessages.invalid) };
      }
      const { message } = mapPromoCodeError(error.data, {
        INVALID: intl.formatMessage(promoCodeErrorMessages.invalid),
        NOT_FOUND: intl.formatMessage(promoCodeErrorMessages.notFound),
        EXPIRED: intl.formatMessage(promoCodeErrorMessages.expired),
        ALREADY_ACTIVATED: intl.formatMessage(promoCodeErrorMessages.alreadyActivated),
      });
      return { promo_code: message };
    }
  };

  return (
    <Form<PromoValues> onSubmit={handleSubmit}>
      {({ handleSubmit: submit, submitting }) => (
        <form onSubmit={submit} noValidate className={styles.form} aria-labelledby="promo-code-title">
          <h2 id="promo-code-title" className={styles.title}>
            <FormattedMessage {...promoCodeMessages.title} />
          </h2>
          <div className={styles.row}>
            <div className={styles.field}>
              <FormTextField name="promo_code" label={<FormattedMessage {...promoCodeMessages.label} />} autoComplete="off" optional />
            </div>
            <Button type="submit" variant="secondary" loading={submitting}>
              <FormattedMessage {...promoCodeMessages.apply} />
            </Button>
          </div>
          <FormSubmitError />
        </form>
      )}
    </Form>
  );
}
