import type { Locale } from '@casino/platform-contract';
import type { RouteLocation } from '../location';

/** A configured custom redirect (CMS), e.g. { from_url: '/old-promo/*', to_url: '/promotions/*' }. */
export type CustomRedirect = {
  from_url: string;
  to_url: string;
};

/**
 * The result of the server-side redirect lookup for one path: target null means "no redirect".
 * The guard asks for a lookup while the context holds no result for the path being visited.
 */
export type ServerRedirectLookup = {
  path: string;
  target: string | null;
};

/** Everything the guards read. The shell fills it from the router, the session and the CMS settings. */
export type NavigationContext = {
  to: RouteLocation;
  /** The location being left; null on the first navigation (page entry). */
  from: RouteLocation | null;
  /** uid > 0 (SPEC.md 6); only meaningful once userLoaded is true. */
  isAuthenticated: boolean;
  /** Whether the user info loading step has run (successfully or not). */
  userLoaded: boolean;
  /**
   * The locale the i18n lib detected from the account, cookie and browser (SPEC.md 4 source order,
   * after the URL prefix). On entry without a prefix, a non-default value here redirects to its prefix.
   */
  preferredLocale?: Locale;
  customRedirects?: readonly CustomRedirect[];
  serverRedirect?: ServerRedirectLookup;
  /** Hosts backUrl may lead to ('example.com', or '*.example.com' for its subdomains). */
  allowedExternalHosts?: readonly string[];
};

/** Dialogs a guard may ask for; ids follow the dialog registry of the shell (SPEC.md 2.7). */
export type DialogRequest =
  | { id: 'auth'; mode: 'register' | 'login'; preventClose: boolean }
  | { id: 'campaign'; preview: true; popup: string };

export type ContinueDecision = { type: 'continue' };
export type RedirectDecision = { type: 'redirect'; to: string; replace: boolean };
/** Leave the app with a full page load (external link, absolute server redirect, allowed backUrl). */
export type ExternalDecision = { type: 'external'; url: string };
/** Run the user info loading step, then run the guards again with userLoaded: true. */
export type LoadUserDecision = { type: 'load-user' };
/** Ask the server for a redirect of this path, then run the guards again with the result. */
export type LookupServerRedirectDecision = { type: 'lookup-server-redirect'; path: string };
/**
 * Open a dialog over the page; navigation goes on. onClose says where closing it leads; remember is a
 * value to write to local storage.
 */
export type OpenDialogDecision = {
  type: 'open-dialog';
  dialog: DialogRequest;
  onClose?: RedirectDecision;
  remember?: { key: string; value: string };
};

export type GuardDecision =
  | ContinueDecision
  | RedirectDecision
  | ExternalDecision
  | LoadUserDecision
  | LookupServerRedirectDecision
  | OpenDialogDecision;

export type Guard = (context: NavigationContext) => GuardDecision;

export const CONTINUE: ContinueDecision = { type: 'continue' };
