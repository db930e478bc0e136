import { useGetAccountInfoQuery, useGetLoyaltyNotificationsQuery } from '@casino/api-client';
import type { LoyaltyNotification } from '@casino/platform-contract';
import { isAuthenticated, parseFrameMessage } from '@casino/platform-contract';
import { GAME_FRAME_BASE, frameOrigin } from '@casino/routing';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLoyaltyConfig } from '../shared/use-loyalty-config';
import { usePointsText } from '../shared/use-points-text';
import { LoyaltyNotificationCard } from './loyalty-notification-card';
import { playNotificationSound } from './notification-sound';
import { notificationsMessages as m } from './notifications.messages';
import { knowsPlayer, notificationKey, readSeen, unseenOf, writeSeen } from './seen-notifications';
import styles from './loyalty-notifications-effect.module.css';

/** SPEC.md 9: a loyalty notification shows 300 ms after it arrives. */
export const LOYALTY_NOTIFICATION_DELAY_MS = 300;
/** How often a signed-in player's notifications are asked for. */
export const LOYALTY_NOTIFICATIONS_POLL_MS = 60_000;
/** A played round (a game frame posts `frame:balance-changed`) asks again, at most this often. */
const ROUND_REFETCH_GAP_MS = 5_000;
const FETCH_COUNT = 10;

type Shown = { key: string; notification: LoyaltyNotification };

const browserStorage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/**
 * Shows each new loyalty notification of a signed-in player (loyalty.getnotifications) as a card, 300 ms after it
 * arrives, for the CMS duration in seconds, with the CMS sound at volume 0.5 (SPEC.md 9). A notification is shown
 * once per browser: the ones shown are remembered per player in local storage, and the ones there before the
 * browser first met the player are not news. Renders nothing for a visitor.
 */
export function LoyaltyNotificationsEffect() {
  const intl = useIntl();
  const { data: account } = useGetAccountInfoQuery();
  const uid = isAuthenticated(account) ? (account?.uid ?? 0) : 0;
  const { data, refetch } = useGetLoyaltyNotificationsQuery(uid > 0 ? { count: FETCH_COUNT } : skipToken, {
    pollingInterval: uid > 0 ? LOYALTY_NOTIFICATIONS_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const config = useLoyaltyConfig();
  const points = usePointsText();
  const [shown, setShown] = useState<Shown[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const scheduled = useRef(new Set<string>());
  const settings = useRef(config);
  useEffect(() => {
    settings.current = config;
  });

  const later = useCallback((run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  const dismiss = useCallback((key: string) => setShown((current) => current.filter((item) => item.key !== key)), []);

  useEffect(() => {
    if (!data || uid <= 0) return;
    const storage = browserStorage();
    // A browser meeting the player (a sign-in on a new device, a cleared storage) takes what is already there as
    // history: the notification page lists it; a card is news of what happens from now on, not a popup over the
    // banner at every sign-in.
    if (!knowsPlayer(storage, uid)) {
      writeSeen(storage, uid, data.map(notificationKey));
      return;
    }
    for (const notification of unseenOf(data, readSeen(storage, uid))) {
      const key = notificationKey(notification);
      if (scheduled.current.has(`${uid}/${key}`)) continue;
      scheduled.current.add(`${uid}/${key}`);
      later(() => {
        // Remembered when it shows, so a card cut short by leaving the page shows on the next visit.
        writeSeen(storage, uid, [...readSeen(storage, uid), key]);
        const { notificationDurationMs, notificationSound } = settings.current;
        setShown((current) => [...current, { key, notification }]);
        if (notificationSound) playNotificationSound(notificationSound);
        later(() => dismiss(key), notificationDurationMs);
      }, LOYALTY_NOTIFICATION_DELAY_MS);
    }
  }, [data, uid, later, dismiss]);

  // A round played in a game frame (it says money moved) may have earned points: ask at once rather than at the next poll.
  useEffect(() => {
    if (uid <= 0) return;
    let last = 0;
    const gameOrigin = frameOrigin(GAME_FRAME_BASE);
    const handleMessage = (event: MessageEvent) => {
      const isRound = event.origin === gameOrigin && parseFrameMessage(event.data)?.type === 'frame:balance-changed';
      if (!isRound || Date.now() - last < ROUND_REFETCH_GAP_MS) return;
      last = Date.now();
      void refetch();
    };
    window.addEventListener('message', handleMessage);
    return () => window.removeEventListener('message', handleMessage);
  }, [uid, refetch]);

  useEffect(() => {
    const pending = timers.current;
    const planned = scheduled.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
      planned.clear();
    };
  }, []);

  if (uid <= 0) return null;
  return (
    <section aria-label={intl.formatMessage(m.region)} className={styles['region']}>
      <div aria-live="polite" className={styles['list']}>
        {shown.map(({ key, notification }) => (
          <LoyaltyNotificationCard key={key} notification={notification} formatPoints={points.format} onDismiss={() => dismiss(key)} />
        ))}
      </div>
    </section>
  );
}
