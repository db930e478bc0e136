import '@casino/ui-kit/styles.css';
import { bootSite } from '@casino/app-frame';
import { loadTelegramSdk } from './app/load-telegram-sdk';
import { telegramShell } from './app/telegram-shell';

loadTelegramSdk().catch(() => undefined);
const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
void bootSite(telegramShell, root);
