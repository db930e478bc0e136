import '@casino/ui-kit/styles.css';
import { configurePlatformApi } from '@casino/api-client';
import { configureCmsApi } from '@casino/cms-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { currentLocale } from './app/current-locale';
import { createAppRouter } from './app/router';
import { createStore } from './app/store';

// The platform and the CMS are same-origin by default; a deployment points the web server's proxies elsewhere.
configurePlatformApi({ baseUrl: '/api', getLocale: currentLocale });
configureCmsApi({ baseUrl: '/cms/api', getLocale: currentLocale });
const store = createStore();
const router = createAppRouter(store);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <App store={store} router={router} />
  </StrictMode>,
);
