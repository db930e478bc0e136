// Menu entry of @casino/app-frame: the site menu dialog both shells register as 'sidebar', loaded with the first
// dialog opened (a chunk of its own, never in a shell's first page).
export { SiteMenuDialog, type SiteMenuDialogProps } from './lib/navigation/site-menu-dialog';
