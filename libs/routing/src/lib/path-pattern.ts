/**
 * Route path patterns in react-router syntax ('/cashier/deposit/:sysname', '/bets/*'), so the shell can
 * hand `route.path` straight to the router while this lib matches and fills the same strings.
 */

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type ParamName<S> = S extends `:${infer Name}` ? Name : never;

/** The named parameters of a pattern: PathParams<'/tournaments/:id/gamehall'> is { id: string | number }. */
export type PathParams<P extends string> = { [K in ParamName<Segments<P>>]: string | number };

type Segment = { kind: 'static'; value: string } | { kind: 'param'; name: string } | { kind: 'splat' };

/** react-router's ranking: a static segment beats a parameter, which beats a splat. */
const SCORE = { static: 10, param: 3, splat: -2 } as const;

export type CompiledPattern = {
  pattern: string;
  segments: readonly Segment[];
  score: number;
};

export function compilePattern(pattern: string): CompiledPattern {
  const segments: Segment[] = pattern
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (part === '*') return { kind: 'splat' };
      if (part.startsWith(':')) return { kind: 'param', name: part.slice(1) };
      return { kind: 'static', value: part };
    });
  const score = segments.reduce((sum, segment) => sum + SCORE[segment.kind], 0);
  return { pattern, segments, score };
}

/**
 * Matches an unprefixed pathname against a compiled pattern. Static segments compare case-insensitively,
 * as react-router does; parameters are URI-decoded. Returns the parameters, or null.
 */
export function matchPattern(compiled: CompiledPattern, pathname: string): Record<string, string> | null {
  const parts = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (const [index, segment] of compiled.segments.entries()) {
    if (segment.kind === 'splat') {
      params['*'] = parts.slice(index).map(safeDecode).join('/');
      return params;
    }
    const part = parts[index];
    if (part === undefined) return null;
    if (segment.kind === 'static') {
      if (part.toLowerCase() !== segment.value.toLowerCase()) return null;
    } else {
      params[segment.name] = safeDecode(part);
    }
  }
  return parts.length === compiled.segments.length ? params : null;
}

/** Fills a pattern's parameters (URI-encoded); a splat is filled from params['*'] or dropped. */
export function fillPattern(pattern: string, params: Readonly<Record<string, string | number>> = {}): string {
  const parts = pattern
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (part === '*') return params['*'] === undefined ? '' : String(params['*']);
      if (!part.startsWith(':')) return part;
      const value = params[part.slice(1)];
      if (value === undefined || value === '') {
        throw new Error(`Missing route parameter "${part.slice(1)}" for ${pattern}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter(Boolean);
  return `/${parts.join('/')}`;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    // A malformed escape ('%E0%A4%A') is kept as typed rather than crashing the router.
    return part;
  }
}
