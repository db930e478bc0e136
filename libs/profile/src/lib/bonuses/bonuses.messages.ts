import { defineMessage, defineMessages } from 'react-intl';

export const bonusesMessages = defineMessages({
  title: { id: 'profile.bonuses.title', defaultMessage: 'Bonuses' },
  intro: { id: 'profile.bonuses.intro', defaultMessage: 'Activate a bonus to play with it. Only one casino bonus and one betting bonus can be active at a time.' },
  casinoTitle: { id: 'profile.bonuses.casinoTitle', defaultMessage: 'Casino bonuses' },
  bettingTitle: { id: 'profile.bonuses.bettingTitle', defaultMessage: 'Betting bonuses' },
  freespinsTitle: { id: 'profile.bonuses.freespinsTitle', defaultMessage: 'Free spins' },
  finishedTitle: { id: 'profile.bonuses.finishedTitle', defaultMessage: 'Finished bonuses' },
  statusActive: { id: 'profile.bonuses.statusActive', defaultMessage: 'Active' },
  statusAvailable: { id: 'profile.bonuses.statusAvailable', defaultMessage: 'Available' },
  statusWagered: { id: 'profile.bonuses.statusWagered', defaultMessage: 'Wagered' },
  statusRemoved: { id: 'profile.bonuses.statusRemoved', defaultMessage: 'Removed' },
  statusExpired: { id: 'profile.bonuses.statusExpired', defaultMessage: 'Expired' },
  statusOther: { id: 'profile.bonuses.statusOther', defaultMessage: 'Finished' },
  amount: { id: 'profile.bonuses.amount', defaultMessage: 'Amount' },
  expires: { id: 'profile.bonuses.expires', defaultMessage: 'Valid until' },
  wagering: { id: 'profile.bonuses.wagering', defaultMessage: 'Wagering' },
  activate: { id: 'profile.bonuses.activate', defaultMessage: 'Activate' },
  remove: { id: 'profile.bonuses.remove', defaultMessage: 'Remove' },
  emptyTitle: { id: 'profile.bonuses.emptyTitle', defaultMessage: 'No bonuses yet' },
  emptyText: { id: 'profile.bonuses.emptyText', defaultMessage: 'Bonuses come with deposits, promotions and promo codes. Have a look at what is on offer now.' },
  emptyAction: { id: 'profile.bonuses.emptyAction', defaultMessage: 'See promotions' },
  spinsLeft: { id: 'profile.bonuses.spinsLeft', defaultMessage: 'Spins left' },
  play: { id: 'profile.bonuses.play', defaultMessage: 'Play' },
  activateTitle: { id: 'profile.bonuses.activateTitle', defaultMessage: 'Activate this bonus?' },
  activateConfirm: { id: 'profile.bonuses.activateConfirm', defaultMessage: 'Activate' },
  burnTitle: { id: 'profile.bonuses.burnTitle', defaultMessage: 'Replace your active bonus?' },
  burnConfirm: { id: 'profile.bonuses.burnConfirm', defaultMessage: 'Replace bonus' },
  removeTitle: { id: 'profile.bonuses.removeTitle', defaultMessage: 'Remove this bonus?' },
  removeConfirm: { id: 'profile.bonuses.removeConfirm', defaultMessage: 'Remove' },
  keep: { id: 'profile.bonuses.keep', defaultMessage: 'Keep it' },
  activated: { id: 'profile.bonuses.activated', defaultMessage: 'The bonus is active. Good luck!' },
  removed: { id: 'profile.bonuses.removed', defaultMessage: 'The bonus is removed.' },
  bettingActivatedTitle: { id: 'profile.bonuses.bettingActivatedTitle', defaultMessage: 'Your betting bonus is active' },
  goBetting: { id: 'profile.bonuses.goBetting', defaultMessage: 'Place a bet' },
  later: { id: 'profile.bonuses.later', defaultMessage: 'Later' },
  failed: { id: 'profile.bonuses.failed', defaultMessage: 'This bonus cannot be changed right now. It may have expired: refresh the list and try again.' },
});

export const activateTextMessage = defineMessage<{ name: string; amount: string }>(
  { id: 'profile.bonuses.activateText', defaultMessage: '{name}: {amount} will be added to your bonus balance.' },
  { typed: true },
);

export const burnTextMessage = defineMessage<{ name: string; active: string }>(
  {
    id: 'profile.bonuses.burnText',
    defaultMessage: 'Activating {name} burns your active bonus {active}: what is left of it is taken from your bonus balance. This cannot be undone.',
  },
  { typed: true },
);

export const removeTextMessage = defineMessage<{ name: string }>(
  { id: 'profile.bonuses.removeText', defaultMessage: 'If you remove {name}, what is left of it is taken from your bonus balance. This cannot be undone.' },
  { typed: true },
);

export const bettingActivatedTextMessage = defineMessage<{ name: string; amount: string }>(
  { id: 'profile.bonuses.bettingActivatedText', defaultMessage: '{name}: {amount} is on your betting bonus balance. Use it in the betting area.' },
  { typed: true },
);
