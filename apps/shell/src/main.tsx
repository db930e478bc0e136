import '@casino/ui-kit/styles.css';
import { configurePlatformApi } from '@casino/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { currentLocale } from './app/current-locale';
import { createStore } from './app/store';

// The platform's base URL is same-origin by default; a deployment points the web server's proxy elsewhere.
configurePlatformApi({ baseUrl: '/api', getLocale: currentLocale });
const store = createStore();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
