import { appConfig } from '../../tools/vite/app-config.ts';

export default appConfig(import.meta.dirname, { port: 4200, serverEntry: 'src/entry-server.tsx' });
