import { platformErrorHandler, visitorAccountFixture } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConfirmationPage } from './confirmation-page';

const meta = {
  title: 'Profile/Confirmation',
  component: ConfirmationPage,
  parameters: { router: { initialEntries: ['/confirmation'] } },
} satisfies Meta<typeof ConfirmationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EnterCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Enter the 6-digit code we sent to +48600100200.')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Confirmation code/)).toBeInTheDocument();
  },
};

export const LinkWithWrongCode: Story = {
  parameters: { router: { initialEntries: ['/confirmation?contact=48600100200&code=000000'] } },
  beforeEach({ msw }) {
    msw.use(platformErrorHandler('account.confirmContact', 'InvalidParameterException', { errorData: { code: ['code is invalid'] } }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The code is wrong or has expired.');
  },
};

export const Visitor: Story = {
  parameters: { state: { account: visitorAccountFixture } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  },
};
