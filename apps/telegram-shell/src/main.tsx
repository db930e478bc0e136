import '@casino/ui-kit/styles.css';
import { configurePlatformApi } from '@casino/api-client';
import { bootSite } from '@casino/app-frame';
import { configureCmsApi } from '@casino/cms-client';
import { loadTelegramSdk } from './app/load-telegram-sdk';
import { telegramSite } from './app/telegram-site';

loadTelegramSdk().catch(() => undefined);
configurePlatformApi({ baseUrl: '/api' });
configureCmsApi({ baseUrl: '/cms/api' });
const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
void bootSite(telegramSite, root);
