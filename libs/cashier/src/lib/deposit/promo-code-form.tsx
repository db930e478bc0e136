import { isPlatformError, useActivateOfferMutation } from '@casino/api-client';
import { Button, FormTextField, showToast, FormSubmitError } from '@casino/ui-kit';
import { mapPromoCodeError } from '@casino/validators';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { depositMessages } from './deposit.messages';
import styles from './promo-code-form.module.css';

type PromoValues = { promo_code: string };

/** A promo code for the deposit (SPEC.md 5: always valid locally; the server's code picks the text). */
export function PromoCodeForm() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const [activate] = useActivateOfferMutation();

  const handleSubmit = async ({ promo_code }: PromoValues) => {
    const code = promo_code?.trim() ?? '';
    if (!code) return { promo_code: intl.formatMessage(depositMessages.promoRequired) };
    try {
      const result = await activate({ promo_code: code }).unwrap();
      const text = result.status === 'taken' ? depositMessages.promoTaken : depositMessages.promoActivated;
      dispatch(showToast({ kind: 'success', text: intl.formatMessage(text) }));
      return undefined;
    } catch (error) {
      if (!isPlatformError(error) || error.type !== 'InvalidParameterException') {
        return { [FORM_ERROR]: intl.formatMessage(depositMessages.promoINVALID) };
      }
      const { message } = mapPromoCodeError(error.data, {
        INVALID: intl.formatMessage(depositMessages.promoINVALID),
        NOT_FOUND: intl.formatMessage(depositMessages.promoNOT_FOUND),
        EXPIRED: intl.formatMessage(depositMessages.promoEXPIRED),
        ALREADY_ACTIVATED: intl.formatMessage(depositMessages.promoALREADY_ACTIVATED),
      });
      return { promo_code: message };
    }
  };

  return (
    <Form<PromoValues> onSubmit={handleSubmit}>
      {({ handleSubmit: submit, submitting }) => (
        <form onSubmit={submit} noValidate className={styles.form} aria-labelledby="promo-code-title">
          <h2 id="promo-code-title" className={styles.title}>
            <FormattedMessage {...depositMessages.promoTitle} />
          </h2>
          <div className={styles.row}>
            <div className={styles.field}>
              <FormTextField name="promo_code" label={<FormattedMessage {...depositMessages.promoLabel} />} autoComplete="off" optional />
            </div>
            <Button type="submit" variant="secondary" loading={submitting}>
              <FormattedMessage {...depositMessages.promoApply} />
            </Button>
          </div>
          <FormSubmitError />
        </form>
      )}
    </Form>
  );
}
