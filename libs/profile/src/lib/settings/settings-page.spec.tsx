import { platformErrorHandler, platformHandler, profileFixture } from '@casino/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, startTestServer } from '@casino/session/testing';
import { profileFeature } from '../profile-feature';
import { SettingsPage } from './settings-page';

const { server, seen } = startTestServer();
const { bodiesOf } = seen;

const renderSettings = (url = '/profile/settings') => renderPage(<SettingsPage />, { route: url, path: '/profile/settings', state: {}, feature: profileFeature });
const personalForm = async () => within(await screen.findByRole('form', { name: 'Personal data' }));

describe('SettingsPage: personal data', { timeout: 30_000 }, () => {
  it('saves the edited profile once and is no longer dirty afterwards', async () => {
    server.use(platformHandler('account.saveProfileInfo', { result: 1 }, { delayMs: 30 }));
    await renderSettings();
    const form = await personalForm();
    const town = form.getByLabelText(/^Town/);
    await userEvent.clear(town);
    await userEvent.type(town, 'Kraków');
    expect(form.getByText('You have unsaved changes.')).toBeInTheDocument();
    const save = form.getByRole('button', { name: 'Save changes' });
    await userEvent.dblClick(save);
    expect(await screen.findByText('Your personal data is saved.')).toBeInTheDocument();
    const bodies = await bodiesOf('account.saveProfileInfo');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ home_town: 'Kraków', first_name: 'Anna', birth_date: '1990-04-12', sex: '2', country_code: 'PL', country: 'Poland' });
    expect(form.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it('says "Failed to save data" when the result is not 1 and keeps every typed value', async () => {
    server.use(platformHandler('account.saveProfileInfo', { result: 0 }));
    await renderSettings();
    const form = await personalForm();
    await userEvent.clear(form.getByLabelText(/^Street address/));
    await userEvent.type(form.getByLabelText(/^Street address/), 'Nowy Świat 5');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Failed to save data');
    expect(form.getByLabelText(/^Street address/)).toHaveValue('Nowy Świat 5');
    expect(form.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('shows the server reason under its field when the platform rejects a value', async () => {
    server.use(platformErrorHandler('account.saveProfileInfo', 'InvalidParameterException', { errorData: { postcode: ['Wrong postcode'] } }));
    await renderSettings();
    const form = await personalForm();
    await userEvent.clear(form.getByLabelText(/^Postcode/));
    await userEvent.type(form.getByLabelText(/^Postcode/), '12345');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await form.findByText('Wrong postcode')).toBeInTheDocument();
    expect(form.getByText('Failed to save data')).toBeInTheDocument();
  });

  it('does not send invalid values: the error shows under the field and the typed text stays', async () => {
    await renderSettings();
    const form = await personalForm();
    const firstName = form.getByLabelText(/^First name/);
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Anna2');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await form.findByText('Wrong symbols in name')).toBeInTheDocument();
    expect(firstName).toHaveValue('Anna2');
    expect(await bodiesOf('account.saveProfileInfo')).toHaveLength(0);
  });

  it('shows the toast of the fill-profile confirm and offers the way back', async () => {
    await renderSettings('/profile/settings?from=%2Fcashier%2Fwithdraw&toastType=fillProfileInfo');
    expect(await screen.findByText('Please complete your personal data to continue.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to where you were' })).toHaveAttribute('href', '/cashier/withdraw');
  });
});

describe('SettingsPage: contacts', { timeout: 30_000 }, () => {
  it('confirms a contact with the code and clears it; a wrong code says profile.smsCodeError', async () => {
    server.use(platformErrorHandler('account.confirmContact', 'InvalidParameterException', { errorData: { code: ['code is invalid'] } }));
    await renderSettings();
    const phone = within((await screen.findAllByTestId('contact'))[1] as HTMLElement);
    await userEvent.type(phone.getByLabelText(/^Confirmation code/), '000000');
    await userEvent.click(phone.getByRole('button', { name: 'Confirm' }));
    expect(await phone.findByText('The code is wrong or has expired. Check it or ask for a new one.')).toBeInTheDocument();

    const confirmed = profileFixture.contacts?.map((contact) => ({ ...contact, is_confirmed: true }));
    server.use(
      platformHandler('account.confirmContact', { result: 1, contacts: confirmed }),
      platformHandler('account.getprofileinfo', { ...profileFixture, contacts: confirmed }),
    );
    await userEvent.clear(phone.getByLabelText(/^Confirmation code/));
    await userEvent.type(phone.getByLabelText(/^Confirmation code/), '123456');
    await userEvent.click(phone.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your contact is confirmed.')).toBeInTheDocument();
    expect(await bodiesOf('account.confirmContact')).toEqual([
      { contact: '48600100200', code: '000000' },
      { contact: '48600100200', code: '123456' },
    ]);
    await waitFor(() => expect(screen.queryByLabelText(/^Confirmation code/)).not.toBeInTheDocument());
  });

  it('adds an email and says "Wrong email address" when the platform refuses it', async () => {
    server.use(platformErrorHandler('account.addcontact', 'InvalidParameterException', { errorData: { contact: ['Wrong email address'] } }));
    await renderSettings();
    const form = within(await screen.findByRole('form', { name: 'Add a contact' }));
    await userEvent.type(form.getByLabelText(/^New email/), 'taken@example.com');
    await userEvent.click(form.getByRole('button', { name: 'Add and send code' }));
    expect(await form.findByText('Wrong email address')).toBeInTheDocument();
    expect(form.getByLabelText(/^New email/)).toHaveValue('taken@example.com');
    expect(await bodiesOf('account.addcontact')).toEqual([{ contact: 'taken@example.com', phone_country_code: 'null' }]);
  });

  it('adds a phone number with its country code', async () => {
    await renderSettings();
    const form = within(await screen.findByRole('form', { name: 'Add a contact' }));
    await userEvent.click(form.getByRole('radio', { name: 'Phone' }));
    await userEvent.type(await form.findByLabelText(/^New phone number/), '600700800');
    await userEvent.click(form.getByRole('button', { name: 'Add and send code' }));
    expect(await screen.findByText('Contact added. Enter the code we sent to confirm it.')).toBeInTheDocument();
    expect(await bodiesOf('account.addcontact')).toEqual([{ contact: '48600700800', phone_country_code: 'PL' }]);
  });
});
