/**
 * The breakpoints of SPEC.md section 9, as the lower bound (in px) of each range. Mobile is everything
 * below tablet. CSS modules repeat these numbers in their @media rules (CSS variables cannot be used there).
 */
export const breakpoints = {
  mobile: 0,
  tablet: 768,
  laptop: 992,
  laptopLarge: 1280,
  desktopSmall: 1366,
  desktop: 1440,
  desktopLarge: 1920,
} as const;

export type Breakpoint = keyof typeof breakpoints;

const order: Breakpoint[] = ['mobile', 'tablet', 'laptop', 'laptopLarge', 'desktopSmall', 'desktop', 'desktopLarge'];

/** `(min-width: X px)` for each breakpoint: the range starting at it and everything wider. */
export const mediaUp = Object.fromEntries(order.map((name) => [name, `(min-width: ${breakpoints[name]}px)`])) as Record<
  Breakpoint,
  string
>;

/** The exact range of each breakpoint, e.g. tablet is `(min-width: 768px) and (max-width: 991.98px)`. */
export const mediaOnly = Object.fromEntries(
  order.map((name, index) => {
    const next = order[index + 1];
    const parts = [`(min-width: ${breakpoints[name]}px)`];
    if (next) parts.push(`(max-width: ${breakpoints[next] - 0.02}px)`);
    return [name, parts.join(' and ')];
  }),
) as Record<Breakpoint, string>;

/** The named range a viewport width falls into. */
export function breakpointOf(width: number): Breakpoint {
  let current: Breakpoint = 'mobile';
  for (const name of order) if (width >= breakpoints[name]) current = name;
  return current;
}
