import { setIn } from 'final-form';

/** Server field messages (`amount`, `requisites.iban`) as final-form submit errors, shown under their fields. */
export function toSubmitErrors(fieldErrors: Record<string, string>): Record<string, unknown> | undefined {
  const entries = Object.entries(fieldErrors);
  if (entries.length === 0) return undefined;
  return entries.reduce<object>((errors, [name, message]) => setIn(errors, name, message), {}) as Record<string, unknown>;
}
