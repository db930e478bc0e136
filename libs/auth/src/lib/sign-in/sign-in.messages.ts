import { defineMessages } from 'react-intl';

export const signInMessages = defineMessages({
  title: { id: 'auth.signIn.title', defaultMessage: 'Sign in' },
  login: { id: 'auth.signIn.login', defaultMessage: 'Email or phone' },
  password: { id: 'auth.signIn.password', defaultMessage: 'Password' },
  submit: { id: 'auth.signIn.submit', defaultMessage: 'Sign in' },
  submitting: { id: 'auth.signIn.submitting', defaultMessage: 'Signing in…' },
  noAccount: { id: 'auth.signIn.noAccount', defaultMessage: 'New here? Create an account' },
  required: { id: 'auth.signIn.required', defaultMessage: 'Field is required' },
  failed: { id: 'auth.signIn.failed', defaultMessage: 'Wrong login or password. Check both and try again.' },
  unavailable: { id: 'auth.signIn.unavailable', defaultMessage: 'Signing in is not possible right now. Please try again in a moment.' },
});
