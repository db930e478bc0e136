import { renderPage, startTestServer, visitor } from '@casino/session/testing';
import { screen } from '@testing-library/react';
import { authFeature } from '../auth-feature';
import { SignUpPage } from './sign-up-page';

startTestServer();

describe('SignUpPage', () => {
  it('links the terms from their checkbox, in a new tab so nothing typed is lost', async () => {
    await renderPage(<SignUpPage />, { route: '/pl/forms/sign_up', feature: authFeature, locale: 'pl', state: visitor });
    const terms = await screen.findByRole('link', { name: 'Przeczytaj regulamin' });
    expect(terms).toHaveAttribute('href', '/pl/terms');
    expect(terms).toHaveAttribute('target', '_blank');
  });

  it('has a close control back to where the player came from', async () => {
    await renderPage(<SignUpPage />, { route: '/forms/sign_up?redirectUrl=%2Fpromotions', feature: authFeature, state: visitor });
    expect(screen.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/promotions');
  });
});
