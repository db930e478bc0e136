import { defineMessage, defineMessages } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const gameMessages = defineMessages({
  funBalance: { id: 'gamehall.game.funBalance', defaultMessage: 'Demo coins' },
  modes: { id: 'gamehall.game.modes', defaultMessage: 'Game mode' },
  real: { id: 'gamehall.game.real', defaultMessage: 'Real money' },
  playReal: { id: 'gamehall.game.playReal', defaultMessage: 'Play for real money' },
  demo: { id: 'gamehall.game.demo', defaultMessage: 'Demo play' },
  fullScreen: { id: 'gamehall.game.fullScreen', defaultMessage: 'Full screen' },
  signUpToPlay: { id: 'gamehall.game.signUpToPlay', defaultMessage: 'Sign up to play' },
  signIn: { id: 'gamehall.game.signIn', defaultMessage: 'Sign in' },
  playDemo: { id: 'gamehall.game.playDemo', defaultMessage: 'Play demo' },
  visitorText: { id: 'gamehall.game.visitorText', defaultMessage: 'Sign in or sign up to play for real money.' },
  notFoundTitle: { id: 'gamehall.game.notFoundTitle', defaultMessage: 'Game not found' },
  toGamehall: { id: 'gamehall.game.toGamehall', defaultMessage: 'Go to the game hall' },
  demoTitle: { id: 'gamehall.demo.title', defaultMessage: 'Try it in demo mode' },
  demoText: { id: 'gamehall.demo.text', defaultMessage: 'In demo mode you play with fun money: nothing to pay, nothing to win. Sign up to play for real money.' },
});

export const gameFrameTitle = defineMessage<{ name: string }>(texts('gamehall.game').frameTitle, { typed: true });

export const favouriteMessage = defineMessage<{ name: string }>(texts('gamehall.game').favourite, { typed: true });

/** Demo money is counted in demo coins, never in a real currency (DESIGN.md). */
export const demoCoinsMessage = defineMessage<{ amount: string }>(
  texts('gamehall.game').demoCoinsAmount,
  { typed: true },
);
