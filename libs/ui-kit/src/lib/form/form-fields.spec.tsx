import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { renderWithProviders } from '../testing/render-with-providers';
import { FormCheckbox } from './form-checkbox';
import { FormTextField } from './form-text-field';

const email = (value?: string) => (value && value.includes('@') ? undefined : { id: 'common.fieldsValidatorErrors.wrongEmailAddress', defaultMessage: 'Wrong email address' });

function SignIn({ onSubmit }: { onSubmit: (values: Record<string, unknown>) => Record<string, string> | undefined }) {
  return (
    <Form
      onSubmit={onSubmit}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <FormTextField name="email" label="Email" validate={email} />
          <FormCheckbox name="terms" label="Accept the terms" validate={(value) => (value ? undefined : 'Please tick this box')} />
          <button type="submit">Sign in</button>
        </form>
      )}
    />
  );
}

describe('form field adapters', () => {
  it('shows a validation error once the field is left, linked to the field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignIn onSubmit={() => undefined} />);
    const input = screen.getByLabelText('Email');
    await user.type(input, 'player');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAccessibleDescription();
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Wrong email address');
  });

  it('shows every error after a submit attempt, then the server error until the field changes', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => ({ email: 'This email is already registered' }));
    renderWithProviders(<SignIn onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Wrong email address');
    expect(screen.getByRole('checkbox', { name: 'Accept the terms' })).toHaveAccessibleDescription('Please tick this box');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), 'player@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Accept the terms' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This email is already registered');
    expect(screen.getByLabelText('Email')).toHaveValue('player@example.com');

    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
  });
});
