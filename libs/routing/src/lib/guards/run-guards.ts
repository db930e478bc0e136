import { backUrl } from '../rules/back-url';
import { privateArea } from '../rules/private-area';
import { authPopup } from './auth-popup';
import { customRedirects } from './custom-redirects';
import { localeRedirect } from './locale-redirect';
import type {
  ExternalDecision,
  Guard,
  LoadUserDecision,
  LookupServerRedirectDecision,
  NavigationContext,
  OpenDialogDecision,
  RedirectDecision,
} from './navigation-context';
import { serverRedirect } from './server-redirect';
import { userInfo } from './user-info';

/**
 * The guards of SPEC.md 2.4 in their order, then the rules that are no feature's: backUrl (SPEC.md 2.1) and the
 * private areas. The features' rules follow (`orderGuardRules`); every rule comes after user info loading because
 * most depend on whether the player is signed in.
 */
export const GUARDS: readonly Guard[] = [localeRedirect, customRedirects, authPopup, userInfo, serverRedirect, backUrl, privateArea];

export type GuardsResult =
  | RedirectDecision
  | ExternalDecision
  | LoadUserDecision
  | LookupServerRedirectDecision
  | { type: 'continue'; dialogs: readonly OpenDialogDecision[] };

/**
 * Runs the guards in order. The first redirect, external, load-user or lookup decision ends the run;
 * load-user and lookup ask the router to do that work and run the guards again with the result in the
 * context. Dialogs are collected and returned only when the page is finally shown, so a navigation
 * that redirects does not open them twice.
 */
export function runGuards(context: NavigationContext, guards: readonly Guard[] = GUARDS): GuardsResult {
  const dialogs: OpenDialogDecision[] = [];
  for (const guard of guards) {
    const decision = guard(context);
    if (decision.type === 'continue') continue;
    if (decision.type === 'open-dialog') dialogs.push(decision);
    else return decision;
  }
  return { type: 'continue', dialogs };
}
