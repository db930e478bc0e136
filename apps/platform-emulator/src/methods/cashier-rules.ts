import { hasText, t } from '../content/texts';

/** Amount scale per currency against EUR, so limits and presets read naturally in each currency. */
export const CURRENCY_SCALE: Record<string, number> = { EUR: 1, USD: 1, BRL: 5, PLN: 4, ZAR: 20 };
const scale = (currency: string) => CURRENCY_SCALE[currency] ?? 1;

export type RequisiteField = { name: string; type: string; required: boolean; pattern?: string };
export type CashierMethod = {
  sysname: string;
  currencies: string[] | 'all';
  /** Minimum and maximum in EUR; scaled per currency. */
  min: number;
  max: number;
  fields: RequisiteField[];
  is_new_window?: boolean;
};

export const DEPOSIT_METHODS: CashierMethod[] = [
  { sysname: 'card', currencies: 'all', min: 10, max: 5000, fields: [{ name: 'card_holder', type: 'cardHolder', required: false }] },
  { sysname: 'applepay', currencies: 'all', min: 10, max: 5000, fields: [] },
  { sysname: 'googlepay', currencies: 'all', min: 10, max: 5000, fields: [] },
  { sysname: 'paypal', currencies: ['EUR', 'USD', 'PLN', 'BRL'], min: 10, max: 4000, fields: [] },
  { sysname: 'pix', currencies: ['BRL'], min: 4, max: 2000, fields: [{ name: 'cpf', type: 'cpf', required: true }] },
  { sysname: 'blik', currencies: ['PLN'], min: 5, max: 2500, fields: [] },
  { sysname: 'bank_transfer', currencies: 'all', min: 20, max: 20000, fields: [{ name: 'bank', type: 'bank', required: true }], is_new_window: true },
  { sysname: 'ewallet', currencies: ['EUR', 'USD', 'PLN', 'ZAR'], min: 10, max: 3000, fields: [] },
  { sysname: 'neteller', currencies: ['EUR', 'USD', 'PLN', 'ZAR'], min: 10, max: 3000, fields: [] },
  { sysname: 'crypto', currencies: ['EUR', 'USD'], min: 20, max: 50000, fields: [] },
];

export const WITHDRAW_METHODS: CashierMethod[] = [
  { sysname: 'card', currencies: 'all', min: 20, max: 3000, fields: [{ name: 'card_number', type: 'cardNumber', required: true, pattern: '^\\d{16}$' }] },
  { sysname: 'bank_transfer', currencies: 'all', min: 50, max: 10000, fields: [{ name: 'iban', type: 'iban', required: true, pattern: '^[A-Z]{2}\\d{2}[A-Z0-9]{10,30}$' }] },
  { sysname: 'pix', currencies: ['BRL'], min: 4, max: 2000, fields: [{ name: 'cpf', type: 'cpf', required: true, pattern: '^\\d{11}$' }] },
  { sysname: 'crypto', currencies: ['EUR', 'USD'], min: 50, max: 20000, fields: [{ name: 'wallet', type: 'text', required: true, pattern: '^(bc1|[13])[a-zA-HJ-NP-Z0-9]{25,39}$' }] },
];

/** Withdrawals: at most this much (EUR, scaled) and this many requests per rolling 24 hours. */
export const WITHDRAWAL_DAILY_MAX = 5000;
export const WITHDRAWAL_DAILY_COUNT = 3;

const PRESETS_EUR = [10, 20, 50, 100, 200, 500];
export const depositPresets = () =>
  Object.entries(CURRENCY_SCALE).map(([currency, factor]) => ({ currency, amounts: PRESETS_EUR.map((amount) => amount * factor) }));

/** The name a player knows a payment method (or another history row's source) by, in their locale; null for none. */
export const methodName = (sysname: string | null, locale: string) => {
  if (!sysname) return null;
  const key = `method.${sysname}`;
  return hasText(key) ? t(key, locale) : sysname;
};

export const methodsFor = (methods: CashierMethod[], currency: string, locale: string) =>
  methods
    .filter((item) => item.currencies === 'all' || item.currencies.includes(currency))
    .map((item) => ({
      sysname: item.sysname,
      name: methodName(item.sysname, locale) ?? item.sysname,
      image: `/platform/images/payments/${item.sysname}.svg`,
      currency,
      min_amount: item.min * scale(currency),
      max_amount: item.max * scale(currency),
      fields: item.fields,
      is_new_window: item.is_new_window ?? false,
    }));

export const findMethod = (methods: CashierMethod[], sysname: string, currency: string) =>
  methods.find((item) => item.sysname === sysname && (item.currencies === 'all' || item.currencies.includes(currency)));

export const scaledLimits = (item: CashierMethod, currency: string) => ({ min: item.min * scale(currency) * 100, max: item.max * scale(currency) * 100 });
export const withdrawalDailyMaxCents = (currency: string) => WITHDRAWAL_DAILY_MAX * scale(currency) * 100;

/** Luhn check for card numbers given as requisites. */
export function luhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}
