import { useCurrentPrimaryAction } from '@casino/ui-kit';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTelegramSdk } from './use-telegram-sdk';

/**
 * Telegram's Main Button offers the primary action of what the player looks at (`usePrimaryAction` of ui-kit: Pay
 * on billing, Deposit with the amount on the deposit page and in the quick deposit, Play for real on a demo game);
 * hidden where there is none. A tap runs the action as the page's own button does, which the page then hides.
 */
export function MainButtonEffect() {
  const mainButton = useTelegramSdk()?.mainButton;
  // Where Telegram shows the Main Button the page hides its own button for the action: one primary action on screen.
  const action = useCurrentPrimaryAction({ offered: mainButton?.setParams.isAvailable() ?? false });
  const latest = useRef(action);
  useLayoutEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    if (!mainButton) return;
    if (!action) mainButton.setParams.ifAvailable({ isVisible: false, isLoaderVisible: false });
    else
      mainButton.setParams.ifAvailable({
        text: action.label,
        isVisible: true,
        isEnabled: !action.disabled && !action.busy,
        isLoaderVisible: action.busy ?? false,
      });
  }, [action, mainButton]);
  useEffect(() => {
    if (!mainButton?.onClick.isAvailable()) return undefined;
    return mainButton.onClick(() => {
      const current = latest.current;
      if (current && !current.disabled && !current.busy) current.onTrigger();
    });
  }, [mainButton]);
  return null;
}
