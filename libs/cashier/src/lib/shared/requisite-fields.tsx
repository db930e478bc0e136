import { useGetBanksQuery } from '@casino/api-client';
import type { PaymentField } from '@casino/platform-contract';
import { FormSelect, FormTextField } from '@casino/ui-kit';
import { cardHolderRule, customRule, ibanRule, toFieldMessageValidator, type Rule } from '@casino/validators';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { requisiteMessages } from './requisite.messages';

export type RequisiteFieldsProps = {
  /** The method whose fields these are (banks are asked per method). */
  method: string;
  fields: readonly PaymentField[];
};


function ruleFor(field: PaymentField): Rule {
  const optional = !field.required;
  switch (field.type) {
    case 'cardHolder':
      return optional ? customRule({ pattern: /^[\p{L} .'’-]*$/u, optional: true }) : cardHolderRule;
    case 'iban':
      return optional ? customRule({ optional: true }) : ibanRule;
    default:
      return customRule({ pattern: field.pattern, optional });
  }
}

/** The field types with a label of their own (the catalogued messages answer any key, so the list says which). */
const LABELLED_TYPES: ReadonlySet<string> = new Set<keyof typeof requisiteMessages>(['cardHolder', 'cardNumber', 'iban', 'cpf', 'bank', 'text']);

function labelOf(field: PaymentField) {
  return LABELLED_TYPES.has(field.type) ? <FormattedMessage {...requisiteMessages[field.type as keyof typeof requisiteMessages]} /> : field.name;
}

/** The fields a payment method asks for (card holder, IBAN, bank...), named `requisites.{name}`. */
export function RequisiteFields({ method, fields }: RequisiteFieldsProps) {
  const needsBanks = fields.some((field) => field.type === 'bank');
  const { data: banks = [] } = useGetBanksQuery({ method }, { skip: !needsBanks });
  const intl = useIntl();
  const validators = useMemo(() => Object.fromEntries(fields.map((field) => [field.name, toFieldMessageValidator(ruleFor(field))])), [fields]);

  return (
    <>
      {fields.map((field) => {
        const name = `requisites.${field.name}`;
        if (field.type === 'bank') {
          return (
            <FormSelect
              key={field.name}
              name={name}
              label={labelOf(field)}
              optional={!field.required}
              placeholder={intl.formatMessage(requisiteMessages.bankPlaceholder)}
              options={banks.map((bank) => ({ value: String(bank.id), label: bank.name }))}
              validate={validators[field.name]}
            />
          );
        }
        const numeric = field.type === 'cardNumber' || field.type === 'cpf';
        return (
          <FormTextField
            key={field.name}
            name={name}
            label={labelOf(field)}
            optional={!field.required}
            inputMode={numeric ? 'numeric' : undefined}
            autoComplete={field.type === 'cardHolder' ? 'cc-name' : field.type === 'cardNumber' ? 'cc-number' : 'off'}
            validate={validators[field.name]}
          />
        );
      })}
    </>
  );
}
