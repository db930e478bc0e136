import type { RouteObject } from 'react-router-dom';

/** Sign-in and sign-up pages (SPEC.md 2.1, empty layout), each its own lazy chunk. */
export const authRoutes: RouteObject[] = [
  { path: 'forms/sign_in', lazy: async () => ({ Component: (await import('./sign-in/sign-in-page')).SignInPage }) },
  { path: 'forms/sign_up', lazy: async () => ({ Component: (await import('./sign-up/sign-up-page')).SignUpPage }) },
];
