import { canGoFullScreen } from './full-screen';

describe('the full-screen button', () => {
  it.each([
    ['all', 'all', false, true],
    ['all', 'all', true, true],
    ['product', 'all', false, true],
    ['product', 'all', true, false],
    ['telegram', 'all', false, false],
    ['telegram', 'all', true, true],
    ['none', 'all', false, false],
    ['all', 'none', false, false],
    ['all', 'telegram', false, false],
    ['all', undefined, false, true],
  ] as const)('game %s, site %s, in Telegram %s: %s', (game, site, inTelegram, expected) => {
    expect(canGoFullScreen(game, site, inTelegram)).toBe(expected);
  });
});
