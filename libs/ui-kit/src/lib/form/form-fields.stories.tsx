import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-final-form';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../actions/button';
import { FormAmountField } from './form-amount-field';
import { FormCheckbox } from './form-checkbox';
import { FormDateField } from './form-date-field';
import { FormPasswordField } from './form-password-field';
import { FormPhoneField } from './form-phone-field';
import { FormRadioGroup } from './form-radio-group';
import { FormSelect } from './form-select';
import { FormSwitch } from './form-switch';
import { FormTextField } from './form-text-field';

// Stand-ins for @casino/validators: any final-form validator works with the adapters.
const required = (value: unknown) => (value ? undefined : 'Field is required');
const email = (value: string | undefined) => (!value ? 'Field is required' : /^\S+@\S+\.\S+$/.test(value) ? undefined : 'Wrong email address');
const minLength = (value: string | undefined) =>
  value && value.length >= 6 ? undefined : { id: 'demo.minLength', defaultMessage: 'Min length is {min}', values: { min: 6 } };

function SignUpForm({ submitError }: { submitError?: string }) {
  return (
    <Form
      onSubmit={() => (submitError ? { email: submitError } : undefined)}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate style={{ display: 'grid', gap: 'var(--space-4)', maxWidth: 420 }}>
          <FormTextField name="email" label="Email" type="email" autoComplete="email" validate={email} />
          <FormPasswordField name="password" label="Password" autoComplete="new-password" validate={minLength} />
          <FormPhoneField name="phone" label="Phone number" validate={(value) => (value?.valid ? undefined : 'Wrong phone number')} />
          <FormDateField name="birthday" label="Date of birth" validate={required} />
          <FormSelect name="currency" label="Currency" options={[{ value: 'EUR', label: 'Euro' }, { value: 'BRL', label: 'Brazilian real' }]} validate={required} />
          <FormAmountField name="amount" label="First deposit" currency="EUR" presets={[20, 50, 100]} />
          <FormRadioGroup name="sex" label="Sex" direction="horizontal" options={[{ value: 'm', label: 'Male' }, { value: 'f', label: 'Female' }]} validate={required} />
          <FormSwitch name="news" label="Send me news" />
          <FormCheckbox name="terms" label="I am over 18 and accept the terms" validate={(value) => (value ? undefined : 'Please tick this box to continue')} />
          <Button type="submit" loading={submitting} block>
            Create account
          </Button>
        </form>
      )}
    />
  );
}

const meta = { title: 'Form/Field adapters', component: SignUpForm } satisfies Meta<typeof SignUpForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pristine: Story = {};

/** A submit attempt touches every field, so every error shows at once, each linked to its field. */
export const SubmitAttempt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Field is required');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('Min length is 6');
    await expect(canvas.getByRole('checkbox', { name: /accept the terms/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** An error shows as soon as the field is left, not while typing. */
export const ErrorOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const emailInput = canvas.getByLabelText('Email');
    await userEvent.type(emailInput, 'player@');
    await expect(emailInput).toHaveAttribute('aria-invalid', 'false');
    await userEvent.tab();
    await expect(emailInput).toHaveAccessibleDescription('Wrong email address');
  },
};
