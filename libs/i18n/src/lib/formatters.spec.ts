import { formatAmount, formatDate, formatDateTime, formatDuration, formatMoney, formatTime } from './formatters';

// ICU spaces (no-break, narrow no-break) and the Arabic direction mark vary between engines.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

describe('formatAmount', () => {
  it.each([
    [1000, 'en', '1,000'],
    [1234567, 'en', '1,234,567'],
    [1234.5, 'en', '1,234.50'],
    [0.1, 'en', '0.10'],
    [10.005, 'en', '10.01'],
    [0, 'en', '0'],
    [-1500.25, 'en', '-1,500.25'],
    ['2500.75', 'en', '2,500.75'],
    ['300', 'en', '300'],
    [1234.5, 'pt-BR', '1.234,50'],
    [1000, 'pl', '1 000'],
    [1234.5, 'pl', '1 234,50'],
    [1234567.89, 'ca', '1.234.567,89'],
    [1234.5, 'af', '1 234,50'],
    [1234.5, 'ar', '1,234.50'],
  ] as const)('%j in %s is %s', (value, locale, expected) => {
    expect(plain(formatAmount(value, locale))).toBe(expected);
  });

  it('refuses what is not a number', () => {
    expect(() => formatAmount('ten', 'en')).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each([
    [10, 'EUR', 'en', '€10'],
    [1000, 'USD', 'en', '$1,000'],
    [1234.5, 'EUR', 'en', '€1,234.50'],
    [1234.5, 'BRL', 'pt-BR', 'R$ 1.234,50'],
    [1000, 'PLN', 'pl', '1 000 zł'],
    [99.9, 'EUR', 'ca', '99,90 €'],
    [1234, 'ZAR', 'af', 'R 1 234'],
    [1234.5, 'USDT', 'en', '1,234.50 USDT'],
  ] as const)('%j %s in %s is %s', (value, currency, locale, expected) => {
    expect(plain(formatMoney(value, currency, locale))).toBe(expected);
  });
});

describe('dates and times', () => {
  const evening = new Date(2026, 11, 31, 21, 5);
  const morning = new Date(2026, 0, 5, 9, 7);

  it.each([
    [evening, '31.12.2026'],
    [morning, '05.01.2026'],
    [morning.getTime(), '05.01.2026'],
  ])('formatDate(%s) is %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it.each([
    [evening, '21:05'],
    [morning, '9:07'],
    [new Date(2026, 0, 5, 0, 0), '0:00'],
  ])('formatTime(%s) is %s', (value, expected) => {
    expect(formatTime(value)).toBe(expected);
  });

  it('joins date and time', () => {
    expect(formatDateTime(morning)).toBe('05.01.2026 9:07');
  });

  it('refuses an invalid date', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0:00:00'],
    [59.9, '0:00:59'],
    [35 * 60, '0:35:00'],
    [3_600 + 5 * 60 + 7, '1:05:07'],
    [30 * 3_600, '30:00:00'],
    [-5, '0:00:00'],
  ])('formatDuration(%s) is %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});
