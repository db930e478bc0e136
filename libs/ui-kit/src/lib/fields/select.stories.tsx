import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select, type SelectProps } from './select';

function Controlled(props: Omit<SelectProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <Select {...props} value={value} onChange={setValue} />;
}

const options = [
  { value: 'passport', label: 'Passport' },
  { value: 'id', label: 'Identity card' },
  { value: 'license', label: 'Driving licence' },
  { value: 'other', label: 'Other document', disabled: true },
];

const meta = {
  title: 'Fields/Select',
  component: Select,
  args: { label: 'Document type', options, value: '', onChange: () => undefined },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Document type');
    await userEvent.selectOptions(select, 'id');
    await expect(select).toHaveValue('id');
  },
};
export const Selected: Story = { args: { value: 'passport' } };
export const WithError: Story = { args: { error: 'Field is required' } };
export const Disabled: Story = { args: { value: 'passport', disabled: true } };
