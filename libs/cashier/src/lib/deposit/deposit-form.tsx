import { useFormatters } from '@casino/i18n';
import type { DepositSettings, Offer } from '@casino/platform-contract';
import { Button, DeclarePrimaryAction, FormAmountField, FormRadioGroup } from '@casino/ui-kit';
import { useId, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { amountError } from './amount-rule';
import { presetsOf, type DepositDraft } from './deposit-draft';
import { depositOffersFor, offerText, offerTitle } from './deposit-offers-filter';
import { depositAmountMessage, depositMessages, methodRangeMessage } from './deposit.messages';
import styles from './deposit-form.module.css';
import { MethodLabel } from '../shared/method-label';

export type DepositFormProps = {
  settings: DepositSettings;
  /** Every offer of campaigns.getoffers; the form keeps the ones this deposit can take. */
  offers: readonly Offer[];
  signedIn: boolean;
  /** Where the form starts (startingDraft). */
  initial: DepositDraft;
  onContinue: (draft: DepositDraft) => void | Promise<unknown>;
  /** Shown between the fields and the button, outside this form: the promo code form (SPEC.md 5). */
  beforeSubmit?: ReactNode;
  /** The button's text for the values typed; Continue by default. */
  submitLabel?: (draft: DepositDraft) => ReactNode;
  /** The button shows progress (the quick deposit pays from here). */
  submitting?: boolean;
  /**
   * For a dialog: methods side by side without their ranges (the amount field names the chosen one's), and the
   * button held at the bottom of the dialog's scrolling body, in sight on a phone's short screen.
   */
  compact?: boolean;
};

/**
 * Method, amount (with the currency's presets, starting at a sensible one) and offer: the first step of a deposit.
 * The button sits after `beforeSubmit` and belongs to this form through its `form` attribute, so the promo code can
 * come before it without nesting forms.
 */
export function DepositForm({ settings, offers, signedIn, initial, onContinue, beforeSubmit, submitLabel, submitting = false, compact = false }: DepositFormProps) {
  const intl = useIntl();
  const formId = useId();
  const { formatMoney } = useFormatters();
  const presets = presetsOf(settings);
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
      {({ handleSubmit: submit, values, form }) => {
        const method = methodOf(values.method);
        const amount = Number(values.amount);
        const available = depositOffersFor(offers, { signedIn, method: values.method });
        return (
          <div className={compact ? `${styles.form} ${styles.compact}` : styles.form}>
            <form id={formId} onSubmit={submit} noValidate className={styles.form}>
              <FormRadioGroup
                name="method"
                label={<FormattedMessage {...depositMessages.methods} />}
                direction="grid"
                options={settings.methods.map((item) => ({
                  value: item.sysname,
                  label: <MethodLabel method={item} small={compact} />,
                  description: compact
                    ? undefined
                    : intl.formatMessage(methodRangeMessage, {
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
            </form>
            {beforeSubmit}
            <DeclarePrimaryAction
              label={
                method && amount > 0
                  ? intl.formatMessage(depositAmountMessage, { amount: formatMoney(amount, method.currency) })
                  : intl.formatMessage(depositMessages.continue)
              }
              onTrigger={() => void form.submit()}
              disabled={!method}
              busy={submitting}
            >
              <div className={compact ? styles.stickySubmit : undefined}>
                <Button type="submit" form={formId} size="lg" block disabled={!method || submitting} loading={submitting}>
                  {submitLabel ? submitLabel(values) : <FormattedMessage {...depositMessages.continue} />}
                </Button>
              </div>
            </DeclarePrimaryAction>
          </div>
        );
      }}
    </Form>
  );
}
