import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from './text-field';
import { fieldMessages } from './fields.messages';
import styles from './amount-field.module.css';

export type AmountFieldProps = {
  label: ReactNode;
  /** The amount as typed: whole units, digits only (validation of section 5 decides if it is acceptable). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** ISO 4217 code, shown as its symbol in the locale's format. */
  currency: string;
  /** One-tap amounts under the field (deposit presets). */
  presets?: number[];
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  id?: string;
  name?: string;
};

/** A money amount in whole units of a currency, with optional quick amounts. */
export function AmountField({ label, value, onChange, onBlur, currency, presets, hint, error, disabled, id, name }: AmountFieldProps) {
  const intl = useIntl();
  const symbol =
    new Intl.NumberFormat(intl.locale, { style: 'currency', currency }).formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency;
  return (
    <div className={styles.wrapper}>
      <TextField
        label={label}
        id={id}
        name={name}
        value={value}
        onChange={(next) => onChange(next.replace(/\D/g, ''))}
        onBlur={onBlur}
        inputMode="numeric"
        autoComplete="off"
        hint={hint}
        error={error}
        disabled={disabled}
        startAdornment={<span aria-hidden="true">{symbol}</span>}
        endAdornment={currency}
      />
      {presets && presets.length > 0 && (
        <fieldset className={styles.presets} disabled={disabled}>
          <legend className={styles.legend}>{intl.formatMessage(fieldMessages.quickAmounts)}</legend>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className={styles.preset}
              aria-pressed={value === String(preset)}
              onClick={() => onChange(String(preset))}
            >
              {intl.formatNumber(preset, { style: 'currency', currency, maximumFractionDigits: 0 })}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}
