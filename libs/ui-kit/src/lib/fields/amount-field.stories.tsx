import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AmountField, type AmountFieldProps } from './amount-field';

function Controlled(props: Omit<AmountFieldProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <AmountField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Fields/AmountField',
  component: AmountField,
  args: { label: 'Amount', value: '', currency: 'EUR', onChange: () => undefined },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof AmountField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Amount');
    await userEvent.type(input, '1a50');
    await expect(input).toHaveValue('150');
  },
};
export const WithPresets: Story = {
  args: { presets: [20, 50, 100, 250], hint: 'From €10 to €5,000' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '€100' }));
    await expect(canvas.getByLabelText('Amount')).toHaveValue('100');
    await expect(canvas.getByRole('button', { name: '€100' })).toHaveAttribute('aria-pressed', 'true');
  },
};
export const OtherCurrency: Story = { args: { currency: 'BRL', value: '500', presets: [50, 100, 500] } };
export const WithError: Story = { args: { value: '5', error: 'Min value is €10.00' } };
export const Disabled: Story = { args: { value: '100', disabled: true, presets: [50, 100] } };
