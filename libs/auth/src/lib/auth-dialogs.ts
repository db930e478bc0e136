import type { DialogRegistry } from '@casino/ui-kit';
import { lazyDialog } from '@casino/ui-kit';

/** The dialogs of auth by dialog id (SPEC.md 2.7); open one with `openDialog({ id, props })` of @casino/session. */
export const authDialogs = {
  /** props { mode: 'login' | 'register' } */
  auth: lazyDialog(() => import('./auth-dialog/auth-dialog').then((m) => m.AuthDialog)),
  /** Open non-closable (preventClose); IncompleteRegistrationEffect does. */
  'social-registration': lazyDialog(() => import('./social-registration/social-registration-dialog').then((m) => m.SocialRegistrationDialog)),
  /** type 'confirm', props { email? } */
  'confirm-email': lazyDialog(() => import('./confirm-email/confirm-email-dialog').then((m) => m.ConfirmEmailDialog)),
  /** type 'confirm', props { toastType?, from? } */
  'fill-profile-info': lazyDialog(() => import('./fill-profile-info/fill-profile-info-dialog').then((m) => m.FillProfileInfoDialog)),
  /** props { secondsLeft } */
  'interactivity-warning': lazyDialog(() => import('./interactivity-warning/interactivity-warning-dialog').then((m) => m.InteractivityWarningDialog)),
} satisfies DialogRegistry;
