import '@casino/ui-kit/styles.css';
import './app/telegram-theme.css';
import { bootSite } from '@casino/app-frame';
import { adoptTelegramLanguage } from './app/first-start-language';
import { loadTelegramSdk } from './app/load-telegram-sdk';
import { openStartPage } from './app/mini-app-link';
import { telegramShell } from './app/telegram-shell';

adoptTelegramLanguage();
openStartPage();
loadTelegramSdk().catch(() => undefined);
const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
void bootSite(telegramShell, root);
