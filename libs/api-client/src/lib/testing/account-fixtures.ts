import type { Balance, ContactPhoneSettings, CurrencyRates, DepositLimit, PersonalDataField, Profile } from '@casino/platform-contract';
import { accountFixture } from './fixtures';

export const balanceFixture: Balance = {
  balance_main: accountFixture.balance_main,
  balance_bonus: accountFixture.balance_bonus,
  balance_betting_bonus: accountFixture.balance_betting_bonus,
  balance_fun: accountFixture.balance_fun,
};

export const profileFixture: Profile = {
  first_name: 'Anna',
  last_name: 'Nowak',
  sex: 2,
  birth_date: '1990-04-12',
  document: { type: 'passport', number: 'AB1234567', cpf: null },
  country: 'Poland',
  country_code: 'PL',
  region: 'Mazowieckie',
  home_town: 'Warszawa',
  address: 'ul. Prosta 1/2',
  postcode: '00850',
  contacts: [
    { type: 'email', contact: 'player@example.com', is_confirmed: true, is_subscribed: true, phone_country_code: null },
    { type: 'phone', contact: '48600100200', is_confirmed: false, is_subscribed: false, phone_country_code: 'PL' },
  ],
};

export const contactPhoneSettingsFixture: ContactPhoneSettings = {
  default_country_code: 'PL',
  countries: [
    { country_code: 'PL', phone_code: '48', mask: '### ### ###' },
    { country_code: 'BR', phone_code: '55', mask: '(##) #####-####' },
    { country_code: 'ZA', phone_code: '27', mask: '## ### ####' },
  ],
};

export const currencyRatesFixture: CurrencyRates = { base: 'EUR', rates: { EUR: 1, USD: 1.08, BRL: 5.4, PLN: 4.3, ZAR: 20.1 } };

export const depositLimitFixture: DepositLimit = {
  available_amount: null,
  can_edit: true,
  expired_at: null,
  limit_amount: null,
  period: null,
};

export const personalDataFieldsFixture: PersonalDataField[] = [
  { name: 'first_name', type: 'name', required: true },
  { name: 'last_name', type: 'name', required: true },
  { name: 'birth_date', type: 'date', required: true },
  { name: 'postcode', type: 'postcode', required: false, pattern: '^\\d{2}-?\\d{3}$' },
];
