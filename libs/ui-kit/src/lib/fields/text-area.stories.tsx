import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea, type TextAreaProps } from './text-area';

function Controlled(props: Omit<TextAreaProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return <TextArea {...props} value={value} onChange={setValue} hint={props.hint ?? `${value.length} / 2000`} />;
}

const meta = {
  title: 'Fields/TextArea',
  component: TextArea,
  args: { label: 'Message', value: '', onChange: () => undefined, maxLength: 2000 },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 520 }}><Story /></div>],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByLabelText('Message');
    await userEvent.type(area, 'My withdrawal is late');
    await expect(area).toHaveValue('My withdrawal is late');
    await expect(area).toHaveAccessibleDescription('21 / 2000');
  },
};
export const WithError: Story = {
  args: { value: 'Hi', error: 'Write at least 10 characters' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByLabelText('Message');
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription('Write at least 10 characters');
  },
};
export const Disabled: Story = { args: { value: 'Sent', disabled: true } };
