import { matchRoute } from '@casino/routing';
import { useAppSelector } from '@casino/session';
import { selectDialogs } from '@casino/ui-kit';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTelegramSdk } from './use-telegram-sdk';

/** The pages of a payment under way: from choosing the amount to waiting for the provider's answer. */
const PAYMENT_PAGES = new Set([
  'cashier.deposit.index',
  'cashier-index-deposit-index-sysname',
  'cashier.billing',
  'cashier.withdraw',
  'cashier.paynewwindow',
  'cashier.paymobile',
  'cashier.paypending',
  'cashier.paypending.transaction',
]);

/** Something typed into a form of this page (until the page changes or the form is sent). */
function useFormEdited(): boolean {
  const location = useLocation();
  const [edited, setEdited] = useState<string | null>(null);
  useEffect(() => {
    const handleInput = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('form')) setEdited(location.key);
    };
    const handleSubmit = () => setEdited(null);
    document.addEventListener('input', handleInput, true);
    document.addEventListener('submit', handleSubmit, true);
    return () => {
      document.removeEventListener('input', handleInput, true);
      document.removeEventListener('submit', handleSubmit, true);
    };
  }, [location.key]);
  return edited === location.key;
}

/**
 * Telegram's closing confirmation while a payment or a form is in progress: on the payment pages, with the quick
 * deposit open, and once the player has typed into a form; swiping the mini-app away elsewhere closes it at once.
 */
export function ClosingConfirmationEffect() {
  const closingBehavior = useTelegramSdk()?.closingBehavior;
  const { pathname } = useLocation();
  const dialogs = useAppSelector(selectDialogs);
  const edited = useFormEdited();
  const onPaymentPage = PAYMENT_PAGES.has(matchRoute(pathname)?.route.name ?? '');
  const inProgress = onPaymentPage || edited || dialogs.some((dialog) => dialog.id === 'quick-deposit');
  useEffect(() => {
    if (!closingBehavior) return;
    if (inProgress) closingBehavior.enableConfirmation.ifAvailable();
    else closingBehavior.disableConfirmation.ifAvailable();
  }, [closingBehavior, inProgress]);
  return null;
}
