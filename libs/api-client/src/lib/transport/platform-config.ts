/** Where the platform lives and what the app knows that the transport needs (SPEC.md 7.1). */
export type PlatformApiConfig = {
  /** Prefix of every call, `{baseUrl}/{method}`. Same-origin `/api` by default; a real platform is configuration only. */
  baseUrl: string;
  /** True when the site runs embedded in a frame (then `_non_strict=true` is sent). */
  isInFrame: () => boolean;
  /** First retry delay of a failed GET query in ms; doubles per attempt unless the server sends Retry-After. */
  retryBaseDelayMs: number;
};

/** "Inside a frame" means our window is not the top window; a cross-origin parent can make `top` throw. */
export function isInFrame(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

const defaults: PlatformApiConfig = {
  baseUrl: '/api',
  isInFrame,
  retryBaseDelayMs: 500,
};

let current: PlatformApiConfig = defaults;

/** Called once by each shell at start-up (and by tests); unset fields keep their defaults. */
export function configurePlatformApi(config: Partial<PlatformApiConfig>): void {
  current = { ...defaults, ...config };
}

export const platformApiConfig = (): PlatformApiConfig => current;
