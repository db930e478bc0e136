import { useLocalizedPath } from '@casino/routing';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTelegramSdk } from './use-telegram-sdk';

/** Telegram's Settings Button (in the mini-app's ⋮ menu) opens the account settings. */
export function SettingsButtonEffect() {
  const settingsButton = useTelegramSdk()?.settingsButton;
  const navigate = useNavigate();
  const path = useLocalizedPath();
  useEffect(() => {
    settingsButton?.show.ifAvailable();
  }, [settingsButton]);
  useEffect(() => {
    if (!settingsButton?.onClick.isAvailable()) return undefined;
    return settingsButton.onClick(() => void navigate(path('profile.settings')));
  }, [navigate, path, settingsButton]);
  return null;
}
