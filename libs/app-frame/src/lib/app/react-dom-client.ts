/**
 * react-dom's client, imported by the site from here: this module is bundled with React itself (the `startup-react`
 * chunk, tools/vite/app-config.ts). react-dom is CommonJS, and its module body (some 30 ms at Lighthouse's 4x CPU: the
 * event names it registers, its internals) runs where it is first imported. From here that is the React chunk's own
 * evaluation, a task of its own at start-up (scriptsAfterPaint), not the app's.
 */
export { createRoot, hydrateRoot, type Root } from 'react-dom/client';
