// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Form } from 'react-final-form';
import { IntlProvider, createIntl } from 'react-intl';
import { emailRule } from './contact-rules';
import { toFieldMessageValidator, toFieldValidator, translateError } from './field-validator';
import { passwordFormRule, passwordRepeatRule, passwordRule } from './password-rules';
import { usernameRule } from './name-rules';
import { useFieldValidator } from './use-field-validator';
import type { Rule } from './validation-error';

const polish = {
  'common.fieldsValidatorErrors.wrongEmailAddress': 'Nieprawidłowy adres e-mail',
  'common.fieldsValidatorErrors.passwordsNotEqual': 'Hasła nie są identyczne',
  'validators.minLength': 'Minimalna liczba znaków: {min}',
};

describe('toFieldValidator', () => {
  it('returns undefined for a valid value and the default message otherwise', () => {
    const validateEmail = toFieldValidator(emailRule);
    expect(validateEmail('player@example.com')).toBeUndefined();
    expect(validateEmail('player@')).toBe('Wrong email address');
    expect(validateEmail(undefined)).toBe('Field is required');
  });

  it('translates through react-intl, filling the values', () => {
    const intl = createIntl({ locale: 'pl', messages: polish });
    expect(toFieldValidator(emailRule, intl)('player@')).toBe('Nieprawidłowy adres e-mail');
    expect(toFieldValidator(usernameRule, intl)('abc')).toBe('Minimalna liczba znaków: 5');
  });

  it('falls back to the default message when the catalogue lacks the key', () => {
    const intl = createIntl({ locale: 'pl', messages: {} });
    expect(toFieldValidator(passwordRule, intl)('abc')).toBe('Min length is 6');
  });

  it('hands all form values to a cross-field rule', () => {
    const validateRepeat = toFieldValidator(passwordRepeatRule());
    expect(validateRepeat('secret1', { password: 'secret2' })).toBe('Same as field');
    expect(validateRepeat('secret1', { password: 'secret1' })).toBeUndefined();
  });

  it('translates a validation error object directly', () => {
    const intl = createIntl({ locale: 'pl', messages: polish });
    const error = { key: 'validators.minLength', message: 'Min length is 3', values: { min: 3 } };
    expect(translateError(error)).toBe('Min length is 3');
    expect(translateError(error, intl)).toBe('Minimalna liczba znaków: 3');
  });
});

describe('toFieldMessageValidator', () => {
  it('gives the message id, default text and values for the field to translate', () => {
    const validateUsername = toFieldMessageValidator(usernameRule);
    expect(validateUsername('player1')).toBeUndefined();
    expect(validateUsername('abc')).toEqual({ id: 'validators.minLength', defaultMessage: 'Min length is 5', values: { min: 5 } });
    const intl = createIntl({ locale: 'pl', messages: polish });
    const error = validateUsername('abc');
    expect(error && intl.formatMessage(error, error.values)).toBe('Minimalna liczba znaków: 5');
  });

  it('with several rules, gives the first one broken: one message at a time', () => {
    const validatePassword = toFieldMessageValidator(passwordRule, passwordFormRule);
    expect(validatePassword('secret1')).toBeUndefined();
    // Too short for both rules: the first rule's message.
    expect(validatePassword('abc')).toEqual({ id: 'common.fieldsValidatorErrors.shortPassword', defaultMessage: 'Min length is 6', values: { min: 6 } });
    // The field rule allows 21 characters; the form rule does not.
    expect(validatePassword('abcdefghijklmnopqrstu')).toEqual({ id: 'validators.maxLength', defaultMessage: 'Max length is 20', values: { max: 20 } });
  });
});

function TextInput({ name, label, rule, type = 'text' }: { name: string; label: string; rule: Rule; type?: string }) {
  const validate = useFieldValidator(rule);
  return (
    <Field name={name} validate={validate}>
      {({ input, meta }) => (
        <p>
          <label>
            {label}
            <input {...input} type={type} aria-invalid={Boolean(meta.touched && meta.error)} aria-describedby={`${name}-error`} />
          </label>
          <span id={`${name}-error`}>{meta.touched ? meta.error : null}</span>
        </p>
      )}
    </Field>
  );
}

function SignUpForm({ onSubmit }: { onSubmit: (values: object) => void }) {
  return (
    <Form onSubmit={onSubmit}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit}>
          <TextInput name="email" label="E-mail" rule={emailRule} />
          <TextInput name="password" label="Hasło" rule={passwordRule} type="password" />
          <TextInput name="repeat" label="Powtórz hasło" rule={passwordRepeatRule()} type="password" />
          <button type="submit">Zarejestruj</button>
        </form>
      )}
    </Form>
  );
}

describe('in a react-final-form form', () => {
  it('shows translated errors, keeps what the player typed, and submits once the values are valid', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <IntlProvider locale="pl" messages={polish}>
        <SignUpForm onSubmit={onSubmit} />
      </IntlProvider>,
    );

    await user.type(screen.getByLabelText('E-mail'), 'player@');
    await user.type(screen.getByLabelText('Hasło'), 'secret1');
    await user.type(screen.getByLabelText('Powtórz hasło'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Zarejestruj' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Nieprawidłowy adres e-mail');
    expect(screen.getByLabelText('E-mail')).toHaveValue('player@');
    expect(screen.getByLabelText('Powtórz hasło')).toHaveAccessibleDescription('Hasła nie są identyczne');

    await user.type(screen.getByLabelText('E-mail'), 'example.com');
    await user.clear(screen.getByLabelText('Powtórz hasło'));
    await user.type(screen.getByLabelText('Powtórz hasło'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Zarejestruj' }));

    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0][0]).toEqual({ email: 'player@example.com', password: 'secret1', repeat: 'secret1' });
  });
});
