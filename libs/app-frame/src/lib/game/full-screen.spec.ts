import { isFullScreenOffered } from './full-screen';

describe('isFullScreenOffered', () => {
  it.each([
    ['all', 'product', true],
    ['all', 'telegram', true],
    ['telegram', 'telegram', true],
    ['telegram', 'product', false],
    ['product', 'product', true],
    ['product', 'telegram', false],
    ['none', 'product', false],
    [undefined, 'telegram', true],
  ] as const)('%s in the %s app: %s', (visibility, shell, expected) => {
    expect(isFullScreenOffered(visibility, shell)).toBe(expected);
  });
});

describe('isFullScreenOffered with the game\'s own option', () => {
  it.each([
    ['all', 'telegram', 'telegram', true],
    ['all', 'product', 'telegram', false],
    ['telegram', 'all', 'telegram', true],
    ['telegram', 'none', 'telegram', false],
    ['all', 'telegram', 'product', false],
    ['product', 'product', 'product', true],
  ] as const)('site %s, game %s, in the %s app: %s', (site, game, shell, expected) => {
    expect(isFullScreenOffered(site, shell, game)).toBe(expected);
  });
});
