import { authMessages, authRoutes } from '@casino/auth';
import { gamehallMessages, gamehallRoutes } from '@casino/gamehall';
import { uiKitMessages } from '@casino/ui-kit';
import { commonMessages, I18nProvider, LOCALES, type Locale } from '@casino/i18n';

import { Provider } from 'react-redux';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import { BackButtonEffect } from './back-button-effect';
import type { AppStore } from './store';
import { TelegramLayout } from './telegram-layout';

const catalogues = [commonMessages, uiKitMessages, gamehallMessages, authMessages];

function LocaleRoot({ locale }: { locale: Locale }) {
  return (
    <I18nProvider locale={locale} catalogues={catalogues}>
      <BackButtonEffect />
      <Outlet />
    </I18nProvider>
  );
}

const router = createBrowserRouter(
  LOCALES.map(({ code, isDefault }) => ({
    path: isDefault ? '/' : `/${code}`,
    element: <LocaleRoot locale={code} />,
    children: [{ element: <TelegramLayout />, children: [...gamehallRoutes, ...authRoutes] }],
  })),
);

export type TelegramAppProps = { store: AppStore };

export function TelegramApp({ store }: TelegramAppProps) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
