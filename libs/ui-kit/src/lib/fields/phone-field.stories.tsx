import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PhoneField, type PhoneFieldProps } from './phone-field';

function Controlled(props: Omit<PhoneFieldProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return (
    <>
      <PhoneField {...props} value={value} onChange={setValue} />
      <output style={{ display: 'block', marginTop: 'var(--space-3)', color: 'var(--color-text-muted)' }}>
        {value.valid ? 'Valid number' : 'Incomplete number'}
      </output>
    </>
  );
}

const meta = {
  title: 'Fields/PhoneField',
  component: PhoneField,
  args: { label: 'Phone number', value: { dialCode: '55', number: '', valid: false }, onChange: () => undefined },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof PhoneField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Phone number'), '11987654321');
    await expect(canvas.getByLabelText('Phone number')).toHaveValue('(11) 98765-4321');
    await expect(canvas.getByText('Valid number')).toBeInTheDocument();
  },
};
export const OtherCountry: Story = {
  args: { value: { dialCode: '48', number: '', valid: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country code' }), '351');
    await userEvent.type(canvas.getByLabelText('Phone number'), '912345678');
    await expect(canvas.getByLabelText('Phone number')).toHaveValue('912 345 678');
  },
};
export const WithError: Story = { args: { value: { dialCode: '55', number: '(11) 9', valid: false }, error: 'Wrong phone number' } };
export const Disabled: Story = { args: { value: { dialCode: '351', number: '912 345 678', valid: true }, disabled: true } };
