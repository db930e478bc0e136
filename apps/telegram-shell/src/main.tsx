import '@casino/ui-kit/styles.css';
import { configurePlatformApi } from '@casino/api-client';
import { configureCmsApi } from '@casino/cms-client';
import { DEFAULT_LOCALE, localeFromPathname } from '@casino/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TelegramApp } from './app/telegram-app';
import { createStore } from './app/store';
import { startTelegramSdk } from './app/telegram-sdk';

startTelegramSdk();
const pageLocale = () => localeFromPathname(window.location.pathname) ?? DEFAULT_LOCALE;
configurePlatformApi({ baseUrl: '/api', getLocale: pageLocale });
configureCmsApi({ baseUrl: '/cms/api', getLocale: pageLocale });
const store = createStore();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <TelegramApp store={store} />
  </StrictMode>,
);
