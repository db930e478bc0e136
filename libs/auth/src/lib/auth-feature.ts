/// <reference types="vite/client" />
import { cmsContentApi } from '@casino/cms-client';
import { defineCatalogue } from '@casino/i18n';
import type { PageData } from '@casino/routing';
import type { Feature } from '@casino/ui-kit';
import { IncompleteRegistrationEffect } from './social-registration/incomplete-registration-effect';
import { OAuthReturnEffect } from './social/oauth-return-effect';

/** The CMS settings the sign-up form is built from (registration types, fields), asked for beside the guards and on a server render. */
const registrationSettings: PageData = (dispatch) => {
  dispatch(cmsContentApi.util.prefetch('getCmsAuthConfig', undefined, {}));
  dispatch(cmsContentApi.util.prefetch('getCmsFormsConfig', undefined, {}));
};

/** Sign-in and sign-up pages, the auth popups, and the incomplete-registration popup for a signed-in player who still owes it. */
export const authFeature: Feature = {
  name: 'auth',
  pages: {
    'forms.sign-in': () => import('./sign-in/sign-in-page').then((m) => m.SignInPage),
    'forms.sign-up': () => import('./sign-up/sign-up-page').then((m) => m.SignUpPage),
  },
  pageData: { 'forms.sign-up': registrationSettings },
  dialogs: () => import('./auth-dialogs').then((module) => module.authDialogs),
  messages: defineCatalogue(import.meta.glob('../messages/*.json', { import: 'default' })),
  effects: [{ Effect: IncompleteRegistrationEffect }, { Effect: OAuthReturnEffect }],
};
