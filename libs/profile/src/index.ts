// Public API of @casino/profile. Export only what other projects may use.

// Pages by route name, dialogs by dialog id and the message catalogue, which each shell plugs in
export { profilePages } from './lib/profile-pages';
export { profileDialogs } from './lib/profile-dialogs';
export { profileMessages } from './lib/profile-catalogue';

// Props of the bonus confirms, for any lib that opens them
export { BONUS_DIALOG_IDS, type BonusDialogProps } from './lib/bonuses/bonus-dialog-props';
