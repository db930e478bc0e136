import { platformHandler } from '@casino/api-client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dialogStandIns, renderPage, startTestServer } from '@casino/session/testing';
import { promotionsFeature } from '../promotions-feature';
import { campaignPopupFixture, offersFixture } from '../testing/offers-fixtures';
import { CampaignDialog } from './campaign-dialog';

const { server } = startTestServer();
/** The feature under test, and the sign-up popup it opens by id. */
const page = { feature: promotionsFeature, dialogs: dialogStandIns('auth') };
beforeEach(() =>
  server.use(
    platformHandler('popups.get', { items: [campaignPopupFixture] }),
    platformHandler('campaigns.getoffers', { items: offersFixture, count: offersFixture.length }),
  ),
);

describe('CampaignDialog', () => {
  it('shows the queued popup; its button opens the deposit with its deposit offer preselected and closes the popup', async () => {
    const close = vi.fn();
    await renderPage(<CampaignDialog popupId={1} offerId={1} close={close} preventClose={false} />, page);
    expect(await screen.findByRole('heading', { name: 'Your weekend reload is ready' })).toBeInTheDocument();
    expect(screen.getByText('Deposit today and get 50% extra with code RELOAD50.')).toBeInTheDocument();
    const button = await screen.findByRole('link', { name: 'Claim bonus' });
    await vi.waitFor(() => expect(button).toHaveAttribute('href', '/cashier/deposit?offer=1'));
    await userEvent.click(button);
    expect(close).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/cashier/deposit?offer=1');
  });

  it('marks a #popup-preview and finds the popup by the id from the query', async () => {
    await renderPage(<CampaignDialog popupId="1" preview close={vi.fn()} preventClose={false} />, page);
    expect(await screen.findByText('Preview')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your weekend reload is ready' })).toBeInTheDocument();
  });

  it('says the campaign has ended when the platform no longer has the popup', async () => {
    server.use(platformHandler('popups.get', { items: [] }));
    await renderPage(<CampaignDialog popupId="7" preview close={vi.fn()} preventClose={false} />, page);
    expect(await screen.findByRole('heading', { name: 'This campaign has ended' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See promotions' })).toHaveAttribute('href', '/promotions');
  });
});
