import { useActivateOfferMutation } from '@casino/api-client';
import { usePromoCodeFailure } from '@casino/cms-client';
import { Button, Card, FormTextField, showToast, FormSubmitError } from '@casino/ui-kit';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { promoCodeMessages } from './deposit.messages';
import styles from './promo-code-form.module.css';

type PromoValues = { promo_code: string };

/** A promo code for the deposit (SPEC.md 5: always valid locally; the server's code picks the text from the per-code list). */
export function PromoCodeForm() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const [activate] = useActivateOfferMutation();
  const failure = usePromoCodeFailure('promo_code');

  const handleSubmit = async ({ promo_code }: PromoValues) => {
    const code = promo_code?.trim() ?? '';
    if (!code) return { promo_code: intl.formatMessage(promoCodeMessages.required) };
    const result = await activate({ promo_code: code });
    if (result.error !== undefined) return failure(result.error);
    const text = result.data.status === 'taken' ? promoCodeMessages.taken : promoCodeMessages.activated;
    dispatch(showToast({ kind: 'success', text: intl.formatMessage(text) }));
    return undefined;
  };

  const title = intl.formatMessage(promoCodeMessages.title);
  return (
    <Card title={title} headingLevel={2}>
      <Form<PromoValues> onSubmit={handleSubmit}>
        {({ handleSubmit: submit, submitting }) => (
          <form onSubmit={submit} noValidate className={styles.form} aria-label={title}>
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
    </Card>
  );
}
