import { platformErrorHandler, platformHandler } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { infoFixture, loyaltyBackend, loyaltyInfoAnswer } from '../testing/loyalty-fixtures';
import { storyHandlers, visitorHandlers } from '../testing/story-handlers';
import { LoyaltyPage } from './loyalty-page';

const meta = {
  title: 'Loyalty/Loyalty page',
  component: LoyaltyPage,
  parameters: { layout: 'padded', router: { initialEntries: ['/loyalty'] }, msw: storyHandlers },
} satisfies Meta<typeof LoyaltyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Silver', level: 2 })).toBeVisible();
    await expect(canvas.getByTestId('loyalty-points')).toHaveTextContent('1,250 Coins');
    await expect(canvas.getByRole('progressbar', { name: 'Progress to Gold' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const ChangeCharacter: Story = {
  beforeEach({ msw }) {
    msw.use(...loyaltyBackend().handlers);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change character' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('radio', { name: 'Ranger' }));
    await userEvent.click(body.getByRole('button', { name: 'Continue' }));
    await expect(await body.findByRole('dialog', { name: 'Play as Ranger?' })).toBeVisible();
  },
};

export const NoCharacterYet: Story = {
  parameters: { msw: [loyaltyInfoAnswer(infoFixture({ character: null })), ...storyHandlers] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Choose a character' })).toBeVisible();
  },
};

export const TopLevel: Story = { parameters: { msw: [loyaltyInfoAnswer(infoFixture({ exp: 120_000, points: 5400 })), ...storyHandlers] } };

export const Visitor: Story = {
  parameters: { msw: visitorHandlers },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Sign up' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: [platformHandler('loyalty.getinfo', infoFixture(), { delayMs: 600_000 }), ...storyHandlers] },
};

export const LoadFailed: Story = {
  parameters: { msw: [platformErrorHandler('loyalty.getinfo', 'InternalServerErrorException', { status: 500 }), ...storyHandlers] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};
