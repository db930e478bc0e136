import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Icon } from '../icon/icon';
import { TextField, type TextFieldProps } from './text-field';

function Controlled(props: Omit<TextFieldProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <TextField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Fields/TextField',
  component: TextField,
  args: { label: 'Email', value: '', onChange: () => undefined, type: 'email', autoComplete: 'email' },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await userEvent.type(input, 'player@example.com');
    await expect(input).toHaveValue('player@example.com');
  },
};
export const WithHint: Story = { args: { hint: 'We send the confirmation link here.' } };
export const WithError: Story = {
  args: { value: 'player@', error: 'Wrong email address' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Wrong email address');
  },
};
export const Optional: Story = { args: { label: 'Nickname', type: 'text', autoComplete: 'nickname', optional: true } };
export const Disabled: Story = { args: { value: 'player@example.com', disabled: true } };
export const WithAdornment: Story = {
  args: { label: 'Search', type: 'search', autoComplete: 'off', placeholder: 'Game or provider', startAdornment: <Icon name="search" /> },
};
/** `#` digit, `@` letter, `*` letter or digit: typed text is formatted, other characters dropped. */
export const Masked: Story = {
  args: { label: 'Card number', type: 'text', autoComplete: 'cc-number', inputMode: 'numeric', mask: '#### #### #### ####' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Card number');
    await userEvent.type(input, '4111a1111 11111111');
    await expect(input).toHaveValue('4111 1111 1111 1111');
  },
};
export const MaskedAlphanumeric: Story = {
  args: { label: 'Document number', type: 'text', autoComplete: 'off', mask: '@@-******' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Document number');
    await userEvent.type(input, '1AB9x7k2q');
    await expect(input).toHaveValue('AB-9x7k2q');
  },
};
