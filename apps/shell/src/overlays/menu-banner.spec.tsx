import { renderPage, startTestServer, visitor } from '@casino/session/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuBanner } from './menu-banner';

startTestServer();

describe('MenuBanner (CMS common.bannerMenu)', () => {
  it("shows a visitor the public variant, its button leading to the CMS slug in the page's language", async () => {
    const onFollow = vi.fn();
    await renderPage(<MenuBanner onFollow={onFollow} />, { route: '/pl/gamehall', path: '/pl/gamehall', locale: 'pl', state: visitor });
    const banner = await screen.findByRole('region', { name: 'Welcome pack' });
    expect(within(banner).getByText('100% up to 500 EUR')).toBeVisible();
    const button = within(banner).getByRole('link', { name: 'Claim' });
    expect(button).toHaveAttribute('href', '/pl?show_popup_reg=1');
    await userEvent.click(button);
    expect(onFollow).toHaveBeenCalledTimes(1);
  });

  it('shows a signed-in player the signed-in variant', async () => {
    await renderPage(<MenuBanner onFollow={vi.fn()} />, { route: '/gamehall' });
    const banner = await screen.findByRole('region', { name: 'Loyalty shop' });
    expect(within(banner).getByRole('link', { name: 'Open shop' })).toHaveAttribute('href', '/loyalty/shop');
    expect(screen.queryByText('Welcome pack')).toBeNull();
  });
});
