import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../icon/icon';
import { TextField } from './text-field';
import { fieldMessages } from './fields.messages';

export type DateFieldProps = {
  label: ReactNode;
  /** The date as dd.mm.yyyy (SPEC.md: every date is shown dd.mm.yyyy), possibly still being typed. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  optional?: boolean;
  id?: string;
  name?: string;
  autoComplete?: string;
};

/** A date typed as dd.mm.yyyy through a mask: the same on every phone, unlike native date pickers. */
export function DateField({ autoComplete = 'off', ...props }: DateFieldProps) {
  const intl = useIntl();
  return (
    <TextField
      {...props}
      mask="##.##.####"
      inputMode="numeric"
      autoComplete={autoComplete}
      placeholder={intl.formatMessage(fieldMessages.datePlaceholder)}
      endAdornment={<Icon name="calendar" />}
    />
  );
}
