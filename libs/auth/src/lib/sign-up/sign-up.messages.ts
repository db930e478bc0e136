import { defineMessages } from 'react-intl';

export const signUpMessages = defineMessages({
  title: { id: 'auth.signUp.title', defaultMessage: 'Create your account' },
  typesLabel: { id: 'auth.signUp.typesLabel', defaultMessage: 'How do you want to sign up?' },
  typeForm: { id: 'auth.signUp.typeForm', defaultMessage: 'By email' },
  typeFast: { id: 'auth.signUp.typeFast', defaultMessage: 'One click' },
  typeSocial: { id: 'auth.signUp.typeSocial', defaultMessage: 'Social' },
  email: { id: 'auth.signUp.email', defaultMessage: 'Email' },
  password: { id: 'auth.signUp.password', defaultMessage: 'Password' },
  passwordHint: { id: 'auth.signUp.passwordHint', defaultMessage: '6 to 20 characters, no spaces' },
  currency: { id: 'auth.signUp.currency', defaultMessage: 'Currency' },
  promoCode: { id: 'auth.signUp.promoCode', defaultMessage: 'Promo code' },
  character: { id: 'auth.signUp.character', defaultMessage: 'Choose your character' },
  readTerms: { id: 'auth.signUp.readTerms', defaultMessage: 'Read the terms and conditions' },
  terms: { id: 'auth.signUp.terms', defaultMessage: 'I am at least 18 years old and accept the terms and conditions' },
  notify: { id: 'auth.signUp.notify', defaultMessage: 'Send me news about bonuses and promotions' },
  markBetting: { id: 'auth.signUp.markBetting', defaultMessage: 'I am mostly here for sports betting' },
  submit: { id: 'auth.signUp.submit', defaultMessage: 'Sign up' },
  fastIntro: {
    id: 'auth.signUp.fastIntro',
    defaultMessage: 'We create your login and password for you. You can add your email and change the password in your profile later.',
  },
  fastSubmit: { id: 'auth.signUp.fastSubmit', defaultMessage: 'Sign up in one click' },
  socialIntro: { id: 'auth.signUp.socialIntro', defaultMessage: 'Use an account you already have. You will choose your currency next.' },
  haveAccount: { id: 'auth.signUp.haveAccount', defaultMessage: 'Already registered? Sign in' },
  failed: { id: 'auth.signUp.failed', defaultMessage: 'The account could not be created. Please try again in a moment.' },
  fixFields: { id: 'auth.signUp.fixFields', defaultMessage: 'Check the highlighted fields and try again.' },
});
