import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RadioGroup, type RadioGroupProps } from './radio-group';

function Controlled(props: Omit<RadioGroupProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <RadioGroup {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Fields/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Deposit limit period',
    name: 'period',
    value: 'none',
    onChange: () => undefined,
    options: [
      { value: 'none', label: 'No limit' },
      { value: 'day', label: 'Daily' },
      { value: 'week', label: 'Weekly', description: 'Resets every Monday' },
      { value: 'month', label: 'Monthly', disabled: true },
    ],
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ canvasElement }) => {
    const weekly = within(canvasElement).getByRole('radio', { name: /Weekly/ });
    await userEvent.click(weekly);
    await expect(weekly).toBeChecked();
  },
};
export const Horizontal: Story = { args: { direction: 'horizontal', label: 'Sex', name: 'sex', value: '', options: [{ value: 'm', label: 'Male' }, { value: 'f', label: 'Female' }] } };
export const WithError: Story = { args: { value: '', error: 'Field is required' } };
export const Disabled: Story = { args: { disabled: true } };
export const Grid: Story = {
  args: {
    direction: 'grid',
    label: 'Payment method',
    name: 'method',
    value: 'card',
    options: [
      { value: 'card', label: 'Visa / Mastercard' },
      { value: 'paypal', label: 'PayPal' },
      { value: 'bank', label: 'Bank transfer' },
      { value: 'skrill', label: 'Skrill' },
      { value: 'neteller', label: 'Neteller' },
    ],
  },
};
