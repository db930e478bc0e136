import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Switch, type SwitchProps } from './switch';

function Controlled(props: Omit<SwitchProps, 'onChange'>) {
  const [checked, setChecked] = useState(props.checked);
  return <Switch {...props} checked={checked} onChange={setChecked} />;
}

const meta = {
  title: 'Fields/Switch',
  component: Switch,
  args: { label: 'Email notifications', checked: false, onChange: () => undefined },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Email notifications' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
  },
};
export const On: Story = { args: { checked: true, description: 'News about tournaments and bonuses' } };
export const Disabled: Story = { args: { disabled: true } };
