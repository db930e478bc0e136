import '@casino/ui-kit/styles.css';
import { configurePlatformApi } from '@casino/api-client';
import { bootSite } from '@casino/app-frame';
import { configureCmsApi } from '@casino/cms-client';
import { webSite } from './web-site';

// The platform and the CMS are same-origin by default; a deployment points the web server's proxies elsewhere.
configurePlatformApi({ baseUrl: '/api' });
configureCmsApi({ baseUrl: '/cms/api' });
const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
void bootSite(webSite, root);
