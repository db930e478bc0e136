const UTC3_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * SPEC.md 9: analytics timestamps are in UTC+3, e.g. 2026-01-15T22:30:00Z -> `2026-01-16T01:30:00.000+03:00`.
 * The offset is written out, so the wall-clock time is UTC+3 and the instant stays unambiguous.
 */
export function toUtc3Timestamp(date: Date | number): string {
  const shifted = new Date((typeof date === 'number' ? date : date.getTime()) + UTC3_OFFSET_MS);
  return `${shifted.toISOString().slice(0, 23)}+03:00`;
}
