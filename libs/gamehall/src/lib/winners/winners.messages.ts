import { defineMessage, defineMessages } from 'react-intl';

export const winnersMessages = defineMessages({
  title: { id: 'gamehall.winners.title', defaultMessage: 'Winners' },
  empty: { id: 'gamehall.winners.empty', defaultMessage: 'No wins yet. The next one could be yours.' },
  seeAll: { id: 'gamehall.winners.seeAll', defaultMessage: 'All winners' },
});

export const winLineMessage = defineMessage<{ player: string; amount: string }>(
  { id: 'gamehall.winners.line', defaultMessage: '{player} won {amount}' },
  { typed: true },
);
