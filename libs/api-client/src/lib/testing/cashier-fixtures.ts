import type { Bank, DepositInfo, DepositSettings, HistoryItem, PaymentResult, WithdrawSettings } from '@casino/platform-contract';
import { depositLimitFixture } from './account-fixtures';

const eur = (amount: number) => ({ amount, currency: 'EUR' });

export const depositSettingsFixture: DepositSettings = {
  currency: 'EUR',
  methods: [
    {
      sysname: 'card',
      name: 'Visa / Mastercard',
      image: '/platform/images/payments/card.svg',
      currency: 'EUR',
      min_amount: 10,
      max_amount: 5000,
      fields: [{ name: 'card_holder', type: 'cardHolder', required: false }],
      is_new_window: false,
    },
    {
      sysname: 'bank_transfer',
      name: 'Bank transfer',
      image: '/platform/images/payments/bank_transfer.svg',
      currency: 'EUR',
      min_amount: 20,
      max_amount: 20000,
      fields: [{ name: 'bank', type: 'bank', required: true }],
      is_new_window: true,
    },
  ],
  presets: [
    { currency: 'EUR', amounts: [10, 20, 50, 100, 200, 500] },
    { currency: 'PLN', amounts: [40, 80, 200, 400, 800, 2000] },
  ],
  limit: depositLimitFixture,
};

export const withdrawSettingsFixture: WithdrawSettings = {
  currency: 'EUR',
  methods: [
    {
      sysname: 'bank_transfer',
      name: 'Bank transfer',
      image: '/platform/images/payments/bank_transfer.svg',
      currency: 'EUR',
      min_amount: 50,
      max_amount: 10000,
      fields: [{ name: 'iban', type: 'iban', required: true, pattern: '^[A-Z]{2}\\d{2}[A-Z0-9]{10,30}$' }],
      is_new_window: false,
    },
  ],
  available_amount: eur(1250.5),
  limits: { daily_amount: 5000, daily_count: 3 },
  is_kyc_required: false,
};

export const banksFixture: Bank[] = [
  { id: 6, name: 'PKO Bank Polski', code: 'BPKOPLPW' },
  { id: 7, name: 'mBank', code: 'BREXPLPW' },
];

export const cashierHistoryFixture: HistoryItem[] = [
  { id: 501, type: 'deposit', created_at: '2026-11-20T18:04:00Z', status: 'success', amount: eur(100), method: 'card' },
  { id: 502, type: 'deposit', created_at: '2026-11-18T09:15:00Z', status: 'pending', amount: eur(50), method: 'bank_transfer' },
  { id: 503, type: 'deposit', created_at: '2026-11-10T21:40:00Z', status: 'failed', amount: eur(20), method: 'card' },
];

export const depositInfoFixture: DepositInfo = {
  id: 501,
  requisites: { card_holder: 'ANNA NOWAK' },
  method: 'card',
  type: 'deposit',
  created_at: '2026-11-20T18:04:00Z',
  updated_at: '2026-11-20T18:05:00Z',
  amount: eur(100),
  status: 'success',
  domain: 'casino.example.com',
};

export const paymentResultFixture: PaymentResult = {
  id: 601,
  status: 'pending',
  method: 'card',
  amount: eur(100),
  redirect_url: '/platform/pay/601',
  is_new_window: false,
};
