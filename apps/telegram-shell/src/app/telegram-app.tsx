import { authDialogs, authMessages, authPages, IncompleteRegistrationEffect, TelegramSignUpEffect } from '@casino/auth';
import { bettingMessages, bettingPages } from '@casino/betting';
import { cashierMessages, cashierPages } from '@casino/cashier';
import { gamehallDialogs, gamehallMessages, gamehallPages } from '@casino/gamehall';
import { loyaltyDialogs, loyaltyMessages, loyaltyPages, LoyaltyNotificationsEffect } from '@casino/loyalty';
import { profileDialogs, profileMessages, profilePages } from '@casino/profile';
import { promotionsDialogs, promotionsMessages, promotionsPages } from '@casino/promotions';
import { ChatWidgetEffect, supportMessages, supportPages } from '@casino/support';
import { validatorsMessages } from '@casino/validators';
import { commonMessages, I18nProvider } from '@casino/i18n';
import { LOCALIZED_ROUTES, localizePath, ROUTING_LOCALES, type RouteName, type RoutingLocale } from '@casino/routing';
import { closeDialog, dismissToast, SessionEffects, selectDialogs, selectToasts } from '@casino/session';
import { DialogStack, IconSprite, ToastList, uiKitMessages, type DialogRegistry } from '@casino/ui-kit';
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { telegramShellMessages } from '../messages/telegram-messages';
import { BackButtonEffect } from './back-button-effect';
import { NotAvailablePage, NotFoundPage } from './system-pages';
import type { AppStore } from './store';
import { TelegramLayout } from './telegram-layout';
import { rawInitData } from './telegram-sdk';

const catalogues = [
  commonMessages,
  validatorsMessages,
  uiKitMessages,
  telegramShellMessages,
  gamehallMessages,
  authMessages,
  cashierMessages,
  promotionsMessages,
  profileMessages,
  loyaltyMessages,
  supportMessages,
  bettingMessages,
];

/** The same feature pages and dialogs as the web shell (the `<feature>Pages` / `<feature>Dialogs` contract). */
const pages: Partial<Record<RouteName, () => Promise<ComponentType>>> = {
  ...gamehallPages,
  ...authPages,
  ...cashierPages,
  ...promotionsPages,
  ...profilePages,
  ...loyaltyPages,
  ...supportPages,
  ...bettingPages,
};
const registry: DialogRegistry = { ...authDialogs, ...gamehallDialogs, ...promotionsDialogs, ...profileDialogs, ...loyaltyDialogs };

function Overlays() {
  const dispatch = useDispatch();
  const intl = useIntl();
  const dialogs = useSelector(selectDialogs);
  const toasts = useSelector(selectToasts).map(({ id, kind, messageId, text, values, duration }) => ({
    id,
    kind,
    duration,
    message: text ?? (messageId ? intl.formatMessage({ id: messageId }, values) : ''),
  }));
  return (
    <>
      <ToastList toasts={toasts} onDismiss={(id) => dispatch(dismissToast(id))} />
      <DialogStack dialogs={dialogs} registry={registry} onClose={(key, options) => dispatch(closeDialog({ key, force: options?.force }))} />
    </>
  );
}

function LocaleRoot({ locale }: { locale: RoutingLocale }) {
  return (
    <I18nProvider locale={locale} catalogues={catalogues}>
      <IconSprite />
      <BackButtonEffect />
      <SessionEffects locale={locale} />
      <TelegramSignUpEffect rawInitData={rawInitData()} />
      <IncompleteRegistrationEffect />
      <ChatWidgetEffect />
      <LoyaltyNotificationsEffect />
      <Outlet />
      <Overlays />
    </I18nProvider>
  );
}

function pageRoute(locale: RoutingLocale): RouteObject[] {
  return LOCALIZED_ROUTES.filter((entry) => entry.locale === locale).map(({ id, path, route }) => {
    const page = pages[route.name as RouteName];
    return { id, path, ...(page ? { lazy: async () => ({ Component: await page() }) } : { Component: NotAvailablePage }) };
  });
}

/** Every route of SPEC.md 2.1 in six locales, all in the mini-app's compact frame. */
const router = createBrowserRouter(
  ROUTING_LOCALES.map((locale) => ({
    id: `locale:${locale}`,
    element: <LocaleRoot locale={locale} />,
    children: [
      {
        Component: TelegramLayout,
        children: [...pageRoute(locale), { id: `not-found:${locale}`, path: localizePath('/*', locale), Component: NotFoundPage }],
      },
    ],
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
