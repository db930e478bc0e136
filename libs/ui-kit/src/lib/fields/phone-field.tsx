import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../icon/icon';
import { FieldShell } from './field-shell';
import { applyMask, isMaskComplete } from './mask';
import { defaultPhoneCountries, type PhoneCountry } from './phone-countries';
import { fieldMessages } from './fields.messages';
import { useChangedBeforeHydration } from './use-changed-before-hydration';
import styles from './field.module.css';
import phoneStyles from './phone-field.module.css';

/** A phone number as the field holds it; `valid` is the "flagged valid" of SPEC.md section 5. */
export type PhoneValue = {
  dialCode: string;
  /** The national number as shown, formatted by the country's mask. */
  number: string;
  /** True when the number fills the country's mask. */
  valid: boolean;
};

export type PhoneFieldProps = {
  label: ReactNode;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  onBlur?: () => void;
  countries?: PhoneCountry[];
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  id?: string;
  name?: string;
};

/** A phone number input with a country calling code picker; the number is masked per country. */
export function PhoneField({ label, value, onChange, onBlur, countries = defaultPhoneCountries, hint, error, disabled, id, name }: PhoneFieldProps) {
  const intl = useIntl();
  const country = countries.find((item) => item.dialCode === value.dialCode) ?? countries[0];

  const emit = (dialCode: string, rawNumber: string) => {
    const target = countries.find((item) => item.dialCode === dialCode) ?? country;
    const number = applyMask(target.mask, rawNumber);
    onChange({ dialCode: target.dialCode, number, valid: isMaskComplete(target.mask, number) });
  };
  const countryPicker = useRef<HTMLSelectElement>(null);
  const numberInput = useRef<HTMLInputElement>(null);
  // The country and the number as one text, so that both reach the form in one change.
  useChangedBeforeHydration(
    () => (countryPicker.current && numberInput.current ? `${countryPicker.current.value} ${numberInput.current.value}` : undefined),
    `${country.dialCode} ${value.number}`,
    (shown) => emit(shown.slice(0, shown.indexOf(' ')), shown.slice(shown.indexOf(' ') + 1)),
  );

  return (
    <FieldShell label={label} id={id} hint={hint} error={error} disabled={disabled}>
      {(control) => (
        <div className={styles.control}>
          <span className={phoneStyles.country}>
            <select
              ref={countryPicker}
              aria-label={intl.formatMessage(fieldMessages.countryCode)}
              className={phoneStyles.countrySelect}
              value={country.dialCode}
              disabled={disabled}
              onChange={(event: ChangeEvent<HTMLSelectElement>) => emit(event.target.value, value.number)}
              onBlur={onBlur}
            >
              {countries.map((item) => (
                <option key={item.code} value={item.dialCode}>
                  {`${item.code} +${item.dialCode}`}
                </option>
              ))}
            </select>
            <Icon name="chevron-down" size="sm" className={phoneStyles.chevron} />
          </span>
          <input
            {...control}
            ref={numberInput}
            name={name}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={country.mask.replaceAll('#', '0')}
            maxLength={country.mask.length}
            disabled={disabled}
            value={value.number}
            onChange={(event) => emit(country.dialCode, event.target.value)}
            onBlur={onBlur}
            className={styles.input}
          />
        </div>
      )}
    </FieldShell>
  );
}
