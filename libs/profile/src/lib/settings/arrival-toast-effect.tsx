import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '@casino/ui-kit';
import { settingsMessages as m } from './settings.messages';

/** The toastType values the settings page knows; any other value gets the general reminder. */
const TOASTS = { fillProfileInfo: m.toastFillProfileInfo } as const;

/**
 * SPEC.md 2.4: after the fill-profile confirm the player arrives here with `from` and `toastType`; the
 * toast says why, once per arrival.
 */
export function ArrivalToastEffect() {
  const [searchParams] = useSearchParams();
  const toast = useToast();
  const toastType = searchParams.get('toastType');
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!toastType || shown.current === toastType) return;
    shown.current = toastType;
    toast('info', toastType in TOASTS ? TOASTS[toastType as keyof typeof TOASTS] : m.toastDefault);
  }, [toast, toastType]);
  return null;
}
