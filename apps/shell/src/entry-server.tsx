import { createSiteRenderer } from '@casino/app-frame/server';
import { webShell } from './web-shell';

/** The web shell rendered on the server (Vite's SSR build, loaded by tools/web-server). */
export const renderPage = createSiteRenderer(webShell);

/** The locale a visitor's page is rendered for by Accept-Language alone (the web server's cache of visitor pages keys by it). */
export { visitorLocale } from '@casino/app-frame/server';
