import { createSiteRenderer } from '@casino/app-frame/server';
import { webShell } from './web-shell';

/** The web shell rendered on the server (Vite's SSR build, loaded by tools/web-server). */
export const renderPage = createSiteRenderer(webShell);
