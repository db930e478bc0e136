import * as v from 'valibot';
import { asText } from './text-rules';
import { message } from './validation-error';

export type DateLike = Date | string;

// A day as one number (UTC milliseconds of its midnight), so comparisons ignore time zones and hours.
function dayOf(year: number, month: number, day: number): number | undefined {
  if (year < 1000 || year > 9999) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year);
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? date.getTime() : undefined;
}

/** dd.mm.yyyy (as typed in a date field), yyyy-mm-dd (ISO) or a Date; undefined when not a real day. */
export function parseDay(value: DateLike): number | undefined {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? undefined : dayOf(value.getFullYear(), value.getMonth() + 1, value.getDate());
  }
  const text = value.trim();
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  if (dotted) return dayOf(Number(dotted[3]), Number(dotted[2]), Number(dotted[1]));
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return undefined;
}

export type DateRuleOptions = { min?: DateLike; max?: DateLike };

/** Date: a real day with a 4-digit year, within min and max (both included). */
export function dateRule({ min, max }: DateRuleOptions = {}) {
  const minDay = min === undefined ? undefined : parseDay(min);
  const maxDay = max === undefined ? undefined : parseDay(max);
  const wrongDate = message('date');
  return v.pipe(
    v.union([v.date(), asText], wrongDate),
    v.check((value) => value instanceof Date || value.trim() !== '', message('required')),
    v.transform(parseDay),
    v.number(wrongDate),
    v.check((day: number) => (minDay === undefined || day >= minDay) && (maxDay === undefined || day <= maxDay), wrongDate),
  );
}
