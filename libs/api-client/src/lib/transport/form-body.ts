/** A body field as endpoints give it; objects travel as JSON strings inside the multipart body. */
export type BodyValue = string | number | boolean | Blob | null | undefined | readonly (string | number)[] | { readonly [key: string]: unknown };
export type BodyFields = Record<string, BodyValue>;

/**
 * The multipart body of SPEC.md 7.1: a missing value is sent as `null`, except a field named `text`,
 * which the platform expects as an empty string.
 */
export function buildFormBody(fields: BodyFields | undefined): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields ?? {})) {
    if (value === null || value === undefined) form.append(key, key === 'text' ? '' : 'null');
    else if (value instanceof Blob) form.append(key, value);
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  }
  return form;
}
