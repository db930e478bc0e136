import { fieldError, isPlatformError, type PlatformError } from '@casino/api-client';

/** The platform's messages for the given form fields, e.g. `{ login: 'Login already exists' }`. */
export function serverFieldErrors(error: unknown, fields: readonly string[]): Record<string, string> {
  if (!isPlatformError(error)) return {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const message = fieldError(error, field);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Every message in the error's `error_data`, whatever field carries it. */
export function serverMessages(error: PlatformError): string[] {
  return Object.values(error.data ?? {}).flatMap((value) => (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : []));
}
