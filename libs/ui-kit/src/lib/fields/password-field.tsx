import { useState } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../actions/icon-button';
import { TextField, type TextFieldProps } from './text-field';
import { fieldMessages } from './fields.messages';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'mask' | 'endAdornment'> & {
  /** `new-password` on sign-up and password change, so password managers offer a strong one. */
  autoComplete?: 'current-password' | 'new-password';
};

/** A password input with a show/hide toggle (the typed value is kept when toggling). */
export function PasswordField({ autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      spellCheck={false}
      endAdornment={
        <IconButton
          icon={visible ? 'eye-off' : 'eye'}
          label={intl.formatMessage(visible ? fieldMessages.hidePassword : fieldMessages.showPassword)}
          size="sm"
          disabled={props.disabled}
          onClick={() => setVisible((current) => !current)}
        />
      }
    />
  );
}
