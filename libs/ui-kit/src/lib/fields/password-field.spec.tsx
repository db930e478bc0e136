import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render-with-providers';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

function Password() {
  const [value, setValue] = useState('');
  return <PasswordField label="Password" value={value} onChange={setValue} error={value.length > 0 && value.length < 6 ? 'Min length is 6' : undefined} />;
}

describe('PasswordField', () => {
  it('hides the password until the player asks to see it, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Password />);
    const input = screen.getByLabelText('Password');
    await user.type(input, 'abc');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Min length is 6');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('abc');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('TextField with a mask', () => {
  function Masked() {
    const [value, setValue] = useState('');
    return <TextField label="Code" value={value} onChange={setValue} mask="@@-####" hint="Two letters and four digits" />;
  }

  it('formats typed text with the mask and drops what no token accepts', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Masked />);
    const input = screen.getByLabelText('Code');
    await user.type(input, 'x1y2345');
    expect(input).toHaveValue('xy-2345');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).toHaveAccessibleDescription('Two letters and four digits');
  });
});
