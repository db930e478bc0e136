import { CONTINUE, type GuardDecision, type NavigationContext } from './navigation-context';

/**
 * Guard 4 (SPEC.md 2.4): until the user info has been loaded, the router must load it and run the
 * guards again; the guards after this one depend on whether the player is signed in.
 */
export function userInfo({ userLoaded }: NavigationContext): GuardDecision {
  return userLoaded ? CONTINUE : { type: 'load-user' };
}
