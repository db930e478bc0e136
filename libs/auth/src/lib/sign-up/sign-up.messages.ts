import { defineMessages } from 'react-intl';

export const signUpMessages = defineMessages({
  title: { id: 'auth.signUp.title', defaultMessage: 'Create your account' },
  email: { id: 'auth.signUp.email', defaultMessage: 'Email' },
  password: { id: 'auth.signUp.password', defaultMessage: 'Password' },
  submit: { id: 'auth.signUp.submit', defaultMessage: 'Sign up' },
  submitting: { id: 'auth.signUp.submitting', defaultMessage: 'Creating your account…' },
  haveAccount: { id: 'auth.signUp.haveAccount', defaultMessage: 'Already registered? Sign in' },
  failed: { id: 'auth.signUp.failed', defaultMessage: 'The account could not be created. Please try again in a moment.' },
});
