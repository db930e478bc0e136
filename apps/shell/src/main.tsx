import '@casino/ui-kit/styles.css';
import { bootSite } from '@casino/app-frame';
import { webShell } from './web-shell';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
void bootSite(webShell, root);
