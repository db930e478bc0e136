import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTelegramSdk } from './use-telegram-sdk';

/** Telegram's own back button drives the history: shown on every page but the first one opened. */
export function BackButtonEffect() {
  const navigate = useNavigate();
  const location = useLocation();
  const backButton = useTelegramSdk()?.backButton;
  useEffect(() => {
    if (!backButton) return;
    const isFirstPage = location.key === 'default';
    if (isFirstPage) backButton.hide.ifAvailable();
    else backButton.show.ifAvailable();
  }, [backButton, location]);
  useEffect(() => {
    if (!backButton?.onClick.isAvailable()) return undefined;
    return backButton.onClick(() => navigate(-1));
  }, [backButton, navigate]);
  return null;
}
