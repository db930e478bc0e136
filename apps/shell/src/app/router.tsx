import { authRoutes } from '@casino/auth';
import { gamehallRoutes } from '@casino/gamehall';
import { LOCALES } from '@casino/i18n';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { DefaultLayout } from '../layouts/default-layout';
import { EmptyLayout } from '../layouts/empty-layout';
import { LocaleRoot } from './locale-root';
import { NotFoundPage } from './not-found-page';

/** One branch per locale: `/` for the default language, `/pt-BR`, `/pl`, ... for the others (SPEC.md 2.1). */
export function appRoutes(): RouteObject[] {
  return LOCALES.map(({ code, isDefault }) => ({
    path: isDefault ? '/' : `/${code}`,
    element: <LocaleRoot locale={code} />,
    children: [
      { element: <DefaultLayout />, children: [...gamehallRoutes, { path: '*', element: <NotFoundPage /> }] },
      { element: <EmptyLayout />, children: authRoutes },
    ],
  }));
}

export const createAppRouter = () => createBrowserRouter(appRoutes());
