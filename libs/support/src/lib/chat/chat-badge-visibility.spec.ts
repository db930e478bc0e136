import { isChatBadgeHidden } from './chat-badge-visibility';

describe('the chat badge (SPEC.md 4)', () => {
  it.each([
    ['/betting', true],
    ['/pl/betting', true],
    ['/game/book-of-ra', true],
    ['/pt-BR/game/book-of-ra', true],
    ['/', false],
    ['/support', false],
    ['/gamehall', false],
    ['/tournaments/3/gamehall', false],
    ['/cashier/deposit', false],
    ['/some-content-page', false],
  ])('on %s is hidden: %s', (pathname, hidden) => {
    expect(isChatBadgeHidden(pathname)).toBe(hidden);
  });
});
