import { platformErrorHandler } from '@casino/api-client/testing';
import { screen, within } from '@testing-library/react';
import { dialogStandIns, renderPage, startTestServer, visitor } from '@casino/session/testing';
import { loyaltyFeature } from '../loyalty-feature';
import { loyaltyBackend } from '../testing/loyalty-fixtures';
import { ProgramPage } from './program-page';

const { server } = startTestServer();
/** The feature under test, and the sign-up popup it opens by id. */
const page = { feature: loyaltyFeature, dialogs: dialogStandIns('auth') };

describe('ProgramPage', () => {
  it('shows the programme of the route with how it works and its levels, marking the player level', async () => {
    server.use(...loyaltyBackend().handlers);
    await renderPage(<ProgramPage />, { route: '/loyalty/1', path: '/loyalty/:sysname', ...page });

    expect(await screen.findByRole('heading', { name: 'Loyalty club', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Every bet earns you Coins.')).toBeInTheDocument();
    const levels = await screen.findByRole('list', { name: 'Levels' });
    expect(within(levels).getAllByRole('listitem')).toHaveLength(5);
    expect(await within(levels).findByText('Your level')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/loyalty/shop');
  });

  it.each(['/loyalty/vip', '/loyalty/0'])('shows the page validation error for %s (SPEC.md 2.2)', async (url) => {
    server.use(...loyaltyBackend().handlers);
    await renderPage(<ProgramPage />, { route: url, path: '/loyalty/:sysname', ...page });
    expect(await screen.findByText(`Page Not Found: ${url}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to loyalty' })).toHaveAttribute('href', '/loyalty');
  });

  it('shows the page validation error for a programme the platform does not know', async () => {
    server.use(platformErrorHandler('loyalty.getProgram', 'InvalidParameterException', { errorData: { id: ['Wrong field'] } }), ...loyaltyBackend().handlers);
    await renderPage(<ProgramPage />, { route: '/loyalty/2', path: '/loyalty/:sysname', ...page });
    expect(await screen.findByText('Page Not Found: /loyalty/2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This loyalty programme does not exist' })).toBeInTheDocument();
  });

  it('invites a visitor to sign up', async () => {
    server.use(...loyaltyBackend().handlers);
    await renderPage(<ProgramPage />, { route: '/loyalty/1', path: '/loyalty/:sysname', state: visitor, ...page });
    expect(await screen.findByRole('heading', { name: 'Join the club and get rewarded' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to the shop' })).not.toBeInTheDocument();
  });
});
