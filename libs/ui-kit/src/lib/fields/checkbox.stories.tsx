import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from '../actions/link';
import { Checkbox, type CheckboxProps } from './checkbox';

function Controlled(props: Omit<CheckboxProps, 'onChange'>) {
  const [checked, setChecked] = useState(props.checked);
  return <Checkbox {...props} checked={checked} onChange={setChecked} />;
}

const meta = {
  title: 'Fields/Checkbox',
  component: Checkbox,
  args: { label: 'Send me bonus offers', checked: false, onChange: () => undefined },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Send me bonus offers' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
export const Checked: Story = { args: { checked: true } };
export const WithDescription: Story = { args: { description: 'At most one email a week. Unsubscribe any time.' } };
export const WithLinkAndError: Story = {
  args: {
    label: (
      <>
        I am over 18 and accept the <Link to="/terms">terms and conditions</Link>
      </>
    ),
    error: 'Please tick this box to continue',
  },
};
export const Disabled: Story = { args: { disabled: true, checked: true } };
