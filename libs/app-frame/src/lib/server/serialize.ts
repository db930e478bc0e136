/**
 * JSON for an inline script: a string literal parsed at run time (JSON.parse of a literal is faster for browsers than
 * an object literal), with `<`, `>`, `&` and the two JavaScript line terminators escaped, so no value (a CMS text, a
 * player's name) can close the script or open another element.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(JSON.stringify(value)).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Text for an HTML attribute value in double quotes, or for an element's text. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
