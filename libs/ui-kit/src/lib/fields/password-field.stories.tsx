import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField, type PasswordFieldProps } from './password-field';

function Controlled(props: Omit<PasswordFieldProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <PasswordField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Fields/PasswordField',
  component: PasswordField,
  args: { label: 'Password', value: 'secret1', onChange: () => undefined },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('secret1');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};
export const NewPassword: Story = { args: { value: '', autoComplete: 'new-password', hint: '6 to 20 characters' } };
export const WithError: Story = { args: { value: 'abc', error: 'Min length is 6' } };
export const Disabled: Story = { args: { disabled: true } };
