import { buildGamePlayUrl } from './game-url';

describe('game play URL', () => {
  it.each([
    [buildGamePlayUrl({ sysname: 'starburst' }), '/platform/game/starburst/play'],
    [buildGamePlayUrl({ sysname: 'starburst' }, 'demo'), '/platform/game/starburst/demo'],
    [buildGamePlayUrl({ custom: 'lobby' }), '/platform/game/custom/lobby/play'],
    [buildGamePlayUrl({ custom: 'a/b' }, 'demo'), '/platform/game/custom/a%2Fb/demo'],
    [buildGamePlayUrl({ sysname: 'starburst' }, 'demo', 'pl'), '/platform/game/starburst/demo?lang=pl'],
    [buildGamePlayUrl({ sysname: 'starburst' }, 'play', 'pt-BR'), '/platform/game/starburst/play?lang=pt-BR'],
  ])('%s', (built, expected) => {
    expect(built).toBe(expected);
  });
});
