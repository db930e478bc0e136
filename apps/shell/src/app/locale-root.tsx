import { authMessages, IncompleteRegistrationEffect } from '@casino/auth';
import { bettingMessages } from '@casino/betting';
import { cashierMessages } from '@casino/cashier';
import { gamehallMessages } from '@casino/gamehall';
import { commonMessages, I18nProvider } from '@casino/i18n';
import { LoyaltyNotificationsEffect, loyaltyMessages } from '@casino/loyalty';
import { profileMessages } from '@casino/profile';
import { promotionsMessages } from '@casino/promotions';
import type { RoutingLocale } from '@casino/routing';
import { SessionEffects } from '@casino/session';
import { ChatWidgetEffect, supportMessages } from '@casino/support';
import { uiKitMessages } from '@casino/ui-kit';
import { validatorsMessages } from '@casino/validators';
import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Outlet } from 'react-router-dom';
import type { DialogFollowUp } from '../guards/guard-dialogs';
import { HeadEffects } from '../head/lazy-head-effects';
import { shellMessages } from '../messages/shell-messages';
import { LazyDialogHost } from '../overlays/lazy-dialog-host';
import { ToastHost } from '../overlays/toast-host';
import { BalanceRefreshEffect } from './balance-refresh-effect';
import { selectFatalError } from './fatal-error-slice';

// Only a fatal error (SPEC.md 8) shows it, so its code loads when one happens.
const FatalErrorPage = lazy(() =>
  import('../system-pages/fatal-error-page').then((module) => ({ default: module.FatalErrorPage })),
);

/** The current locale's messages of every lib the shell shows; only that locale's files are loaded. */
const catalogues = [
  commonMessages,
  validatorsMessages,
  uiKitMessages,
  shellMessages,
  gamehallMessages,
  authMessages,
  cashierMessages,
  promotionsMessages,
  profileMessages,
  loyaltyMessages,
  supportMessages,
  bettingMessages,
];

export type LocaleRootProps = {
  locale: RoutingLocale;
  followUps: Map<string, DialogFollowUp>;
};

/**
 * Everything of one locale branch: messages, head data, the session's side effects, dialogs and toasts. A fatal
 * error (SPEC.md 8) replaces the whole page, layouts included, with its system page in the empty layout.
 */
export function LocaleRoot({ locale, followUps }: LocaleRootProps) {
  const fatalError = useSelector(selectFatalError);
  return (
    <I18nProvider locale={locale} catalogues={catalogues}>
      <HeadEffects locale={locale} />
      {fatalError ? (
        <Suspense fallback={null}>
          <FatalErrorPage error={fatalError} />
        </Suspense>
      ) : (
        <>
          <SessionEffects locale={locale} />
          <BalanceRefreshEffect />
          <IncompleteRegistrationEffect />
          <ChatWidgetEffect />
          <LoyaltyNotificationsEffect />
          <Outlet />
          <ToastHost />
          <LazyDialogHost followUps={followUps} />
        </>
      )}
    </I18nProvider>
  );
}
