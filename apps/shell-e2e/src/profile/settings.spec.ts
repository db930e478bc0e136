import { expect, test } from '../interactive-page';
import { outboxCode } from '../emulator-admin';
import { registerPlayer } from '../platform-api';

test.describe('profile settings', () => {
  test('a new player fills in the personal data, saves it and finds it again after a reload', async ({ page }) => {
    await registerPlayer(page.request, { suite: 'profile' });
    await page.goto('/profile/settings');
    const form = page.getByRole('form', { name: 'Personal data' });
    await form.getByLabel('First name').fill('Maria');
    await form.getByLabel('Last name').fill('Kowalska');
    await form.getByLabel('Date of birth').fill('15.03.1991');
    await form.getByRole('radio', { name: 'Female' }).check();
    await form.getByLabel('Country').selectOption('PL');
    await form.getByLabel(/^Town/).fill('Kraków');
    await form.getByLabel(/^Postcode/).fill('30001');
    await expect(form.getByText('You have unsaved changes.')).toBeVisible();
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your personal data is saved.')).toBeVisible();
    await expect(form.getByText('You have unsaved changes.')).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    await page.reload();
    const reloaded = page.getByRole('form', { name: 'Personal data' });
    await expect(reloaded.getByLabel('First name')).toHaveValue('Maria');
    await expect(reloaded.getByLabel('Date of birth')).toHaveValue('15.03.1991');
    await expect(reloaded.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(reloaded.getByLabel(/^Town/)).toHaveValue('Kraków');
  });

  test('a value against the rules is not saved: the error shows under its field and every typed value stays', async ({ page }) => {
    await registerPlayer(page.request, { suite: 'profile' });
    await page.goto('/profile/settings');
    const form = page.getByRole('form', { name: 'Personal data' });
    await form.getByLabel('First name').fill('Maria2');
    await form.getByLabel('Last name').fill('Kowalska');
    await form.getByLabel(/^Street address/).fill('ul. Długa 7/3');
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/account.saveProfileInfo')) saves.push(request.url());
    });
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByText('Wrong symbols in name')).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue('Maria2');
    await expect(form.getByLabel('Last name')).toHaveValue('Kowalska');
    await expect(form.getByLabel(/^Street address/)).toHaveValue('ul. Długa 7/3');
    expect(saves).toHaveLength(0);
  });

  test('a player adds a phone number and confirms it with the code from the outbox', async ({ page }) => {
    await registerPlayer(page.request, { suite: 'profile' });
    await page.goto('/profile/settings');
    const add = page.getByRole('form', { name: 'Add a contact' });
    await add.getByRole('radio', { name: 'Phone' }).check();
    await add.getByLabel('Country code').selectOption({ label: 'MT +356' });
    const number = `79${String(Date.now()).slice(-6)}`;
    await add.getByLabel('New phone number').fill(number);
    await add.getByRole('button', { name: 'Add and send code' }).click();

    const contact = page.getByTestId('contact').filter({ hasText: `+356${number}` });
    await expect(contact.getByText('Not confirmed')).toBeVisible();
    await contact.getByLabel('Confirmation code').fill('000000');
    await contact.getByRole('button', { name: 'Confirm' }).click();
    await expect(contact.getByText('The code is wrong or has expired. Check it or ask for a new one.')).toBeVisible();

    const code = await outboxCode(page.request, `356${number}`);
    await contact.getByLabel('Confirmation code').fill(code);
    await contact.getByRole('button', { name: 'Confirm' }).click();
    await expect(contact.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(contact.getByLabel('Confirmation code')).toHaveCount(0);
  });
});
