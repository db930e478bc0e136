import { useSyncExternalStore } from 'react';

/** The visitor's answer about analytics cookies: unanswered until the banner's buttons say otherwise. */
export type AnalyticsConsent = 'granted' | 'denied' | 'unanswered';

/** Where the answer is remembered on this device (it concerns the browser, not the account). */
export const ANALYTICS_CONSENT_STORAGE_KEY = 'analytics_consent';

type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

const browserStorage = (): ConsentStorage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

const listeners = new Set<() => void>();
/** The answer when storage refused to keep it. */
let pageOnlyConsent: AnalyticsConsent | null = null;

/** The remembered answer; a blocked storage or a value the site never wrote counts as unanswered. */
export function readAnalyticsConsent(storage: ConsentStorage | undefined = browserStorage()): AnalyticsConsent {
  try {
    const value = storage?.getItem(ANALYTICS_CONSENT_STORAGE_KEY);
    return value === 'granted' || value === 'denied' ? value : 'unanswered';
  } catch {
    return 'unanswered';
  }
}

/** Remembers the answer (when storage allows) and tells every reader on the page. */
export function saveAnalyticsConsent(consent: 'granted' | 'denied', storage: ConsentStorage | undefined = browserStorage()): void {
  try {
    storage?.setItem(ANALYTICS_CONSENT_STORAGE_KEY, consent);
  } catch {
    // Storage blocked: the answer holds for this page view only.
    pageOnlyConsent = consent;
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab answered: this one follows.
  const onStorage = (event: StorageEvent) => event.key === ANALYTICS_CONSENT_STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

const snapshot = () => pageOnlyConsent ?? readAnalyticsConsent();

/**
 * The visitor's analytics consent, updated when they answer (here or in another tab). `unknown` on the server and
 * while the page hydrates: only the browser knows the answer, so the banner is never in the server's HTML (it would
 * flash for a visitor who answered, and a click on it before hydration would be lost).
 */
export function useAnalyticsConsent(): AnalyticsConsent | 'unknown' {
  return useSyncExternalStore<AnalyticsConsent | 'unknown'>(subscribe, snapshot, () => 'unknown');
}
