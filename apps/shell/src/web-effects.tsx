import { IncompleteRegistrationEffect } from '@casino/auth';

/** The features' side effects on the web that start with the page: the incomplete-registration popup. */
export function WebEffects() {
  return <IncompleteRegistrationEffect />;
}
