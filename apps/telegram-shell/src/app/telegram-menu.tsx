import { SiteMenuDialog } from '@casino/app-frame/menu';
import type { DialogComponentProps } from '@casino/ui-kit';

/** The tab bar's menu: the web's site menu, standalone (visitor's sign-in and the languages included). */
export function TelegramMenu(props: DialogComponentProps) {
  return <SiteMenuDialog {...props} standalone />;
}
