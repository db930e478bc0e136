import { useFormatters } from '@casino/i18n';
import type { DepositSettings, Offer } from '@casino/platform-contract';
import { Button, FormAmountField, FormRadioGroup } from '@casino/ui-kit';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { amountError } from './amount-rule';
import type { DepositDraft } from './deposit-draft';
import { depositOffersFor, offerText, offerTitle } from './deposit-offers-filter';
import { depositMessages, methodRangeMessage } from './deposit.messages';
import styles from './deposit-form.module.css';
import { MethodLabel } from '../shared/method-label';

export type DepositFormProps = {
  settings: DepositSettings;
  /** Every offer of campaigns.getoffers; the form keeps the ones this deposit can take. */
  offers: readonly Offer[];
  signedIn: boolean;
  initial: DepositDraft;
  onContinue: (draft: DepositDraft) => void;
};

/** Method, amount (with the currency's presets) and offer: the first step of a deposit. */
export function DepositForm({ settings, offers, signedIn, initial, onContinue }: DepositFormProps) {
  const intl = useIntl();
  const { formatMoney } = useFormatters();
  const presets = settings.presets.find((preset) => preset.currency === settings.currency)?.amounts ?? [];
  const methodOf = (sysname: string) => settings.methods.find((method) => method.sysname === sysname);

  const validateDraft = (values: DepositDraft) => {
    const method = methodOf(values.method);
    if (!method) return {};
    const amount = amountError(values.amount, method, intl.locale);
    return amount ? { amount } : {};
  };

  const handleSubmit = (values: DepositDraft) => {
    const allowed = depositOffersFor(offers, { signedIn, method: values.method });
    // An offer that excludes the method chosen after it is dropped rather than sent and refused.
    const offer = allowed.some((item) => String(item.id) === values.campaign_offer_id) ? values.campaign_offer_id : '';
    onContinue({ ...values, campaign_offer_id: offer });
  };

  return (
    <Form<DepositDraft> onSubmit={handleSubmit} initialValues={initial} validate={validateDraft}>
      {({ handleSubmit: submit, values }) => {
        const method = methodOf(values.method);
        const available = depositOffersFor(offers, { signedIn, method: values.method });
        return (
          <form onSubmit={submit} noValidate className={styles.form}>
            <FormRadioGroup
              name="method"
              label={<FormattedMessage {...depositMessages.methods} />}
              options={settings.methods.map((item) => ({
                value: item.sysname,
                label: <MethodLabel method={item} />,
                description: intl.formatMessage(methodRangeMessage, {
                  min: formatMoney(item.min_amount, item.currency),
                  max: formatMoney(item.max_amount, item.currency),
                }),
              }))}
            />
            {method && (
              <FormAmountField
                name="amount"
                label={<FormattedMessage {...depositMessages.amount} />}
                currency={method.currency}
                presets={presets.filter((amount) => amount >= method.min_amount && amount <= method.max_amount)}
                hint={intl.formatMessage(methodRangeMessage, {
                  min: formatMoney(method.min_amount, method.currency),
                  max: formatMoney(method.max_amount, method.currency),
                })}
              />
            )}
            {available.length > 0 && (
              <FormRadioGroup
                name="campaign_offer_id"
                label={<FormattedMessage {...depositMessages.offers} />}
                options={[
                  { value: '', label: intl.formatMessage(depositMessages.noOffer) },
                  ...available.map((offer) => ({ value: String(offer.id), label: offerTitle(offer), description: offerText(offer) })),
                ]}
              />
            )}
            <Button type="submit" size="lg" block disabled={!method}>
              <FormattedMessage {...depositMessages.continue} />
            </Button>
          </form>
        );
      }}
    </Form>
  );
}
