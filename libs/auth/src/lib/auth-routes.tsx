import type { RouteObject } from 'react-router-dom';
import { authPages } from './auth-pages';

/**
 * @deprecated Use `authPages` (route name -> lazy page); kept until both shells build their routes from
 * ROUTE_TABLE. Unprefixed paths, relative to a locale branch.
 */
export const authRoutes: RouteObject[] = [
  { path: 'forms/sign_in', lazy: async () => ({ Component: await authPages['forms.sign-in']() }) },
  { path: 'forms/sign_up', lazy: async () => ({ Component: await authPages['forms.sign-up']() }) },
];
