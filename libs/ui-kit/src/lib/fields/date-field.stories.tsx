import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DateField, type DateFieldProps } from './date-field';

function Controlled(props: Omit<DateFieldProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <DateField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Fields/DateField',
  component: DateField,
  args: { label: 'Date of birth', value: '', onChange: () => undefined, autoComplete: 'bday' },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date of birth');
    await expect(input).toHaveAttribute('placeholder', 'dd.mm.yyyy');
    await userEvent.type(input, '07031990');
    await expect(input).toHaveValue('07.03.1990');
  },
};
export const Filled: Story = { args: { value: '24.12.1988' } };
export const WithError: Story = { args: { value: '31.02.199', error: 'Wrong date' } };
export const Disabled: Story = { args: { value: '01.01.1990', disabled: true } };
