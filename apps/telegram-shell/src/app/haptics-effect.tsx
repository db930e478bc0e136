import { useGetBalanceQuery } from '@casino/api-client';
import { matchRoute } from '@casino/routing';
import { useAppSelector } from '@casino/session';
import { selectToasts } from '@casino/ui-kit';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useTelegramSdk } from './use-telegram-sdk';

const PAID = new Set(['cashier.paysuccess', 'cashier.paysuccess.transaction']);
const FAILED = new Set(['cashier.payfail', 'cashier.payfail.transaction']);

/**
 * Telegram's haptic feedback (DESIGN.md): a success notification on a win (the balance grew on a game page after a
 * round) and on a successful payment, an error notification on an error toast and a failed payment.
 */
export function HapticsEffect() {
  const haptics = useTelegramSdk()?.hapticFeedback;
  const { pathname } = useLocation();
  const route = matchRoute(pathname)?.route;
  const onGamePage = route?.isGamePage ?? false;
  const toasts = useAppSelector(selectToasts);
  const { data: balance } = useGetBalanceQuery(undefined, { skip: !onGamePage });
  const total = balance ? balance.balance_main.amount + balance.balance_bonus.amount + balance.balance_fun.amount : undefined;
  const lastTotal = useRef<number | undefined>(undefined);
  const felt = useRef(new Set<string>());

  useEffect(() => {
    if (!haptics || !route) return;
    if (PAID.has(route.name)) haptics.notificationOccurred.ifAvailable('success');
    else if (FAILED.has(route.name)) haptics.notificationOccurred.ifAvailable('error');
  }, [haptics, route]);

  useEffect(() => {
    const previous = lastTotal.current;
    lastTotal.current = onGamePage ? total : undefined;
    if (haptics && onGamePage && previous !== undefined && total !== undefined && total > previous) haptics.notificationOccurred.ifAvailable('success');
  }, [haptics, onGamePage, total]);

  useEffect(() => {
    if (!haptics) return;
    for (const toast of toasts) {
      if (felt.current.has(toast.id)) continue;
      felt.current.add(toast.id);
      if (toast.kind === 'error') haptics.notificationOccurred.ifAvailable('error');
    }
  }, [haptics, toasts]);
  return null;
}
