import { defineMessage, defineMessages } from 'react-intl';

export const signInMessages = defineMessages({
  title: { id: 'auth.signIn.title', defaultMessage: 'Sign in' },
  login: { id: 'auth.signIn.login', defaultMessage: 'Email or phone' },
  password: { id: 'auth.signIn.password', defaultMessage: 'Password' },
  submit: { id: 'auth.signIn.submit', defaultMessage: 'Sign in' },
  forgotPassword: { id: 'auth.signIn.forgotPassword', defaultMessage: 'Forgot your password?' },
  noAccount: { id: 'auth.signIn.noAccount', defaultMessage: 'New here? Create an account' },
  failed: { id: 'auth.signIn.failed', defaultMessage: 'Wrong login or password. Check both and try again.' },
  tooManyRequests: { id: 'auth.signIn.tooManyRequests', defaultMessage: 'Too many attempts. Wait a minute and try again.' },
  unavailable: { id: 'auth.signIn.unavailable', defaultMessage: 'Signing in is not possible right now. Please try again in a moment.' },
  codeTitle: { id: 'auth.twoFactor.title', defaultMessage: 'Two-step verification' },
  code: { id: 'auth.twoFactor.code', defaultMessage: 'Verification code' },
  codeHint: { id: 'auth.twoFactor.codeHint', defaultMessage: 'Six digits. You can paste the whole code.' },
  confirm: { id: 'auth.twoFactor.confirm', defaultMessage: 'Confirm' },
  resend: { id: 'auth.twoFactor.resend', defaultMessage: 'Send a new code' },
  back: { id: 'auth.twoFactor.back', defaultMessage: 'Use another account' },
  codeDigits: { id: 'auth.twoFactor.codeDigits', defaultMessage: 'The code must contain 6 digits.' },
  codeExpired: { id: 'auth.twoFactor.codeExpired', defaultMessage: 'Time expired. Send a new code and enter it.' },
  codeInvalid: { id: 'auth.twoFactor.codeInvalid', defaultMessage: 'The code is invalid. Check it and try again.' },
});

export const codeSentMessage = defineMessage<{ login: string }>(
  { id: 'auth.twoFactor.codeSent', defaultMessage: 'Two-step verification is on. Enter the 6-digit code we sent to {login}.' },
  { typed: true },
);

export const resendInMessage = defineMessage<{ seconds: number }>(
  {
    id: 'auth.twoFactor.resendIn',
    defaultMessage: 'You can ask for a new code in {seconds, plural, one {# second} other {# seconds}}.',
  },
  { typed: true },
);

/** Sign-in refused by the player's own responsible-gaming choice, with when it ends. */
export const restrictedMessage = defineMessage<{ restriction: string; date: string }>(
  {
    id: 'auth.signIn.restricted',
    defaultMessage:
      '{restriction, select, time_out {You are taking a break until {date}. You can sign in again then.} self_exclusion {You have excluded yourself until {date}. You can sign in again then.} other {Your session time limit is used up until {date}. You can sign in again then.}}',
  },
  { typed: true },
);
