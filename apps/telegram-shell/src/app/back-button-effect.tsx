import { backButton } from '@tma.js/sdk-react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Telegram's own back button drives the history: shown on every page but the first one opened. */
export function BackButtonEffect() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const isFirstPage = location.key === 'default';
    if (isFirstPage) backButton.hide.ifAvailable();
    else backButton.show.ifAvailable();
  }, [location]);
  useEffect(() => {
    if (!backButton.onClick.isAvailable()) return undefined;
    return backButton.onClick(() => navigate(-1));
  }, [navigate]);
  return null;
}
