import { defineMessage, defineMessages } from 'react-intl';

export const tournamentsMessages = defineMessages({
  title: { id: 'gamehall.tournaments.title', defaultMessage: 'Tournaments' },
  empty: { id: 'gamehall.tournaments.empty', defaultMessage: 'No tournaments at the moment. New ones start every week.' },
  active: { id: 'gamehall.tournaments.active', defaultMessage: 'Live' },
  upcoming: { id: 'gamehall.tournaments.upcoming', defaultMessage: 'Upcoming' },
  finished: { id: 'gamehall.tournaments.finished', defaultMessage: 'Finished' },
  prizePool: { id: 'gamehall.tournaments.prizePool', defaultMessage: 'Prize pool' },
  endsIn: { id: 'gamehall.tournaments.endsIn', defaultMessage: 'Ends in' },
  startsIn: { id: 'gamehall.tournaments.startsIn', defaultMessage: 'Starts in' },
  endedOn: { id: 'gamehall.tournaments.endedOn', defaultMessage: 'Ended' },
  participate: { id: 'gamehall.tournaments.participate', defaultMessage: 'Join the tournament' },
  signUpToJoin: { id: 'gamehall.tournaments.signUpToJoin', defaultMessage: 'Sign up to join' },
  joined: { id: 'gamehall.tournaments.joined', defaultMessage: 'You are in this tournament' },
  joinFailed: { id: 'gamehall.tournaments.joinFailed', defaultMessage: 'You could not join the tournament. Try again in a moment.' },
  leaderboard: { id: 'gamehall.tournaments.leaderboard', defaultMessage: 'Leaderboard' },
  leaderboardEmpty: { id: 'gamehall.tournaments.leaderboardEmpty', defaultMessage: 'Nobody has scored yet. Join and take the lead.' },
  place: { id: 'gamehall.tournaments.place', defaultMessage: 'Place' },
  player: { id: 'gamehall.tournaments.player', defaultMessage: 'Player' },
  score: { id: 'gamehall.tournaments.score', defaultMessage: 'Score' },
  prize: { id: 'gamehall.tournaments.prize', defaultMessage: 'Prize' },
  you: { id: 'gamehall.tournaments.you', defaultMessage: 'You' },
  prizes: { id: 'gamehall.tournaments.prizes', defaultMessage: 'Prizes' },
  games: { id: 'gamehall.tournaments.games', defaultMessage: 'Tournament games' },
  notFound: { id: 'gamehall.tournaments.notFound', defaultMessage: 'Tournament not found' },
  all: { id: 'gamehall.tournaments.all', defaultMessage: 'All tournaments' },
  participants: { id: 'gamehall.tournaments.participants', defaultMessage: 'Participants' },
  minBet: { id: 'gamehall.tournaments.minBet', defaultMessage: 'Minimum bet' },
});

export const playersCountMessage = defineMessage<{ count: number }>(
  { id: 'gamehall.tournaments.players', defaultMessage: '{count, plural, one {# player} other {# players}}' },
  { typed: true },
);

export const myStandingMessage = defineMessage<{ place: number; score: string }>(
  { id: 'gamehall.tournaments.myStanding', defaultMessage: 'Your place: {place}, score {score}' },
  { typed: true },
);

export const placeMessage = defineMessage<{ place: number }>(
  { id: 'gamehall.tournaments.placeNumber', defaultMessage: '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} place' },
  { typed: true },
);
