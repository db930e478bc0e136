/**
 * Amounts, money, dates and times exactly as the product shows them (ARCHITECTURE.md, i18n): thousand
 * separators always, two decimals only when the amount has a fraction, dates dd.mm.yyyy, times H:mm.
 * `locale` is any BCP 47 tag; every Locale code is one.
 */

export type AmountInput = number | string;
export type DateInput = Date | string | number;

function toNumber(value: AmountInput): number {
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${String(value)}`);
  return amount;
}

function numberOptions(amount: number): Intl.NumberFormatOptions {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    // 'always' groups four-digit numbers too (Polish CLDR would print 1000 without a separator).
    useGrouping: 'always',
    // Digits stay Latin in every locale, matching the fixed dd.mm.yyyy dates.
    numberingSystem: 'latn',
  };
}

/**
 * One Intl.NumberFormat per locale, currency and fraction digits: building one costs far more than formatting with
 * it, and amounts are formatted on every render (a jackpot's ticking amount, every balance).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, amount: number, currency?: string): Intl.NumberFormat {
  const options = numberOptions(amount);
  const key = `${locale}|${currency ?? ''}|${options.minimumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, currency ? { ...options, style: 'currency', currency } : options);
    numberFormats.set(key, format);
  }
  return format;
}

/** `1234.5` -> `1,234.50`, `1000` -> `1,000` (en); separators follow the locale. */
export function formatAmount(value: AmountInput, locale: string): string {
  const amount = toNumber(value);
  return numberFormat(locale, amount).format(amount);
}

/** `10` EUR -> `€10`, `1234.5` -> `€1,234.50` (en). Codes Intl does not know (USDT) follow the amount. */
export function formatMoney(value: AmountInput, currency: string, locale: string): string {
  const amount = toNumber(value);
  try {
    return numberFormat(locale, amount, currency).format(amount);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return `${formatAmount(amount, locale)} ${currency}`;
  }
}

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date;
}

const pad = (part: number) => String(part).padStart(2, '0');

/** dd.mm.yyyy in local time, the same in every locale. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** H:mm in local time (24 hours, no leading zero on the hour), the same in every locale. */
export function formatTime(value: DateInput): string {
  const date = toDate(value);
  return `${date.getHours()}:${pad(date.getMinutes())}`;
}

/** `dd.mm.yyyy H:mm`. */
export function formatDateTime(value: DateInput): string {
  return `${formatDate(value)} ${formatTime(value)}`;
}

/** A span of seconds as H:MM:SS (hours unbounded; a session clock), the same in every locale. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}
