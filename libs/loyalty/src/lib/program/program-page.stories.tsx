import { platformErrorHandler } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { loyaltyBackend } from '../testing/loyalty-fixtures';
import { storyHandlers, visitorHandlers } from '../testing/story-handlers';
import { ProgramPage } from './program-page';

const meta = {
  title: 'Loyalty/Programme page',
  component: ProgramPage,
  render: () => (
    <Routes>
      <Route path="/loyalty/:sysname" element={<ProgramPage />} />
    </Routes>
  ),
  parameters: { layout: 'padded', router: { initialEntries: ['/loyalty/1'] }, msw: [...loyaltyBackend().handlers, ...storyHandlers] },
} satisfies Meta<typeof ProgramPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Loyalty club', level: 1 })).toBeVisible();
  },
};

export const Visitor: Story = { parameters: { msw: [...loyaltyBackend().handlers, ...visitorHandlers] } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const NotFound: Story = {
  parameters: {
    msw: [platformErrorHandler('loyalty.getProgram', 'InvalidParameterException', { errorData: { id: ['Wrong field'] } }), ...storyHandlers],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Page Not Found: /loyalty/1')).toBeVisible();
  },
};
