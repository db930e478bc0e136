import { gameShareLink, miniAppLinkOf, openStartPage, pathOfStartParam, startParamOf } from './mini-app-link';

const LINK = 'https://t.me/casino_bot/play';

describe('the mini-app\'s direct link', () => {
  it('is taken only in the form BotFather gives it', () => {
    expect(miniAppLinkOf(` ${LINK}/ `)).toBe(LINK);
    expect(miniAppLinkOf(undefined)).toBeUndefined();
    expect(miniAppLinkOf('')).toBeUndefined();
    expect(miniAppLinkOf('http://t.me/casino_bot/play')).toBeUndefined();
    expect(miniAppLinkOf('https://t.me.evil.example/casino_bot/play')).toBeUndefined();
    expect(miniAppLinkOf('https://t.me/casino_bot/play?startapp=x')).toBeUndefined();
    expect(miniAppLinkOf('https://t.me/casino_bot')).toBeUndefined();
  });
});

describe('sharing a game', () => {
  it('sends the direct link with the game as start parameter when the operator set the link', () => {
    expect(gameShareLink('granite-peak-book-of-the-vikings-2', 'https://casino.example/game/x', LINK)).toBe(
      `${LINK}?startapp=game-granite-peak-book-of-the-vikings-2`,
    );
  });

  it('falls back to the web address without a link, or for a sysname no start parameter can carry', () => {
    expect(gameShareLink('book', 'https://casino.example/game/book', undefined)).toBe('https://casino.example/game/book');
    expect(gameShareLink('book of/ra', 'https://casino.example/game/x', LINK)).toBe('https://casino.example/game/x');
    expect(gameShareLink('a'.repeat(600), 'https://casino.example/game/x', LINK)).toBe('https://casino.example/game/x');
  });
});

describe('a start from a shared link', () => {
  it('reads the start parameter from the query (Telegram\'s web client) or the hash', () => {
    expect(startParamOf('?tgWebAppStartParam=game-book', '')).toBe('game-book');
    expect(startParamOf('', '#tgWebAppData=x&tgWebAppStartParam=game-book')).toBe('game-book');
    expect(startParamOf('?tgWebAppStartParam=%3Cscript%3E', '')).toBeUndefined();
    expect(startParamOf('', '')).toBeUndefined();
  });

  it('knows the game pages only', () => {
    expect(pathOfStartParam('game-book')).toBe('/game/book');
    expect(pathOfStartParam('game-')).toBeUndefined();
    expect(pathOfStartParam('promo-x')).toBeUndefined();
    expect(pathOfStartParam(undefined)).toBeUndefined();
  });

  it('moves a start at the root to the game, keeping the launch parameters, and leaves any other page alone', () => {
    const replaceState = vi.fn();
    openStartPage({ pathname: '/', search: '', hash: '#tgWebAppData=d&tgWebAppStartParam=game-book' }, { replaceState });
    expect(replaceState).toHaveBeenCalledWith(null, '', '/game/book#tgWebAppData=d&tgWebAppStartParam=game-book');

    replaceState.mockClear();
    openStartPage({ pathname: '/promotions', search: '', hash: '#tgWebAppStartParam=game-book' }, { replaceState });
    openStartPage({ pathname: '/', search: '', hash: '#tgWebAppData=d' }, { replaceState });
    expect(replaceState).not.toHaveBeenCalled();
  });
});
