// What makes two platform calls "the same": method, path and arguments (query and body), in a stable order.

/**
 * A call's identity, `GET api/games.get?locale=en&options={…}&v=2.32`, or null when the URL is neither the platform
 * (/api) nor the CMS (/cms). Query parameters are sorted; a multipart body is reduced to its fields, since its
 * boundary differs on every request.
 */
export function callKey(method, url, body, contentType = '') {
  const { pathname, searchParams } = new URL(url);
  if (!/^\/(api|cms)\//.test(pathname)) return null;
  const args = [...searchParams.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return `${method} ${pathname.slice(1)}?${args}${body ? ` body:${normaliseBody(body, contentType)}` : ''}`;
}

function normaliseBody(body, contentType) {
  const boundary = /boundary=("?)([^";]+)\1/.exec(contentType)?.[2];
  if (!boundary) return body;
  return body
    .split(`--${boundary}`)
    .map((part) => part.replace(/^\r?\n|\r?\n$/g, ''))
    .filter((part) => part && part !== '--')
    .map((part) => {
      const [head, ...value] = part.split(/\r?\n\r?\n/);
      const name = /name="([^"]*)"/.exec(head)?.[1] ?? '?';
      return `${name}=${value.join('\n\n')}`;
    })
    .sort()
    .join('&');
}

/** Calls made more than once, as `call xN`. */
export function duplicatesOf(calls) {
  const counts = new Map();
  for (const call of calls) counts.set(call, (counts.get(call) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > 1).map(([call, n]) => `${call} x${n}`);
}
