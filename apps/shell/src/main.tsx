import '@casino/ui-kit/styles.css';
import { configurePlatformApi } from '@casino/api-client';
import { createSiteRouter, createStore, currentLocale, Site } from '@casino/app-frame';
import { configureCmsApi } from '@casino/cms-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { webSite } from './web-site';

// The platform and the CMS are same-origin by default; a deployment points the web server's proxies elsewhere.
configurePlatformApi({ baseUrl: '/api', getLocale: currentLocale });
configureCmsApi({ baseUrl: '/cms/api', getLocale: currentLocale });
const store = createStore();
const router = createSiteRouter(store, webSite);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <Site store={store} router={router} />
  </StrictMode>,
);
