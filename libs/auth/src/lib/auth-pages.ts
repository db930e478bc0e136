import type { PageMap } from '@casino/routing';

/** The pages of auth by route name of @casino/routing (both in the empty layout), each its own chunk. */
export const authPages = {
  'forms.sign-in': () => import('./sign-in/sign-in-page').then((m) => m.SignInPage),
  'forms.sign-up': () => import('./sign-up/sign-up-page').then((m) => m.SignUpPage),
} satisfies PageMap;
