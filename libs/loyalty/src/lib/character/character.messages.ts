import { defineMessage, defineMessages } from 'react-intl';

export const characterMessages = defineMessages({
  title: { id: 'loyalty.character.title', defaultMessage: 'Choose your character' },
  legend: { id: 'loyalty.character.legend', defaultMessage: 'Characters' },
  current: { id: 'loyalty.character.current', defaultMessage: 'Current' },
  next: { id: 'loyalty.character.next', defaultMessage: 'Continue' },
  cancel: { id: 'loyalty.character.cancel', defaultMessage: 'Cancel' },
  empty: { id: 'loyalty.character.empty', defaultMessage: 'No characters to choose from right now. Please come back later.' },
  confirm: { id: 'loyalty.character.confirm', defaultMessage: 'Yes, change' },
  confirmText: { id: 'loyalty.character.confirmText', defaultMessage: 'Your level and points stay as they are.' },
  failed: { id: 'loyalty.character.failed', defaultMessage: 'The character was not changed. Please try again.' },
});

export const confirmCharacterMessage = defineMessage<{ name: string }>(
  { id: 'loyalty.character.confirmTitle', defaultMessage: 'Play as {name}?' },
  { typed: true },
);

export const changedMessage = defineMessage<{ name: string }>(
  { id: 'loyalty.character.changed', defaultMessage: 'You now play as {name}.' },
  { typed: true },
);
