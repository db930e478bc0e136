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
