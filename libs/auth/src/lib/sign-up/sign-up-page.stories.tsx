import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SignUpPage } from './sign-up-page';

const meta = {
  title: 'Auth/Sign-up page',
  component: SignUpPage,
  parameters: { layout: 'centered', router: { initialEntries: ['/forms/sign_up'] } },
} satisfies Meta<typeof SignUpPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    await expect(await canvas.findByRole('tablist', { name: 'How do you want to sign up?' })).toBeInTheDocument();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
