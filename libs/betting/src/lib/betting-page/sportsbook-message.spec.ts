import { parseSportsbookMessage } from './sportsbook-message';

describe('messages from the sportsbook frame', () => {
  it.each([
    [{ type: 'sportsbook:ready', signedIn: true }, { type: 'ready' }],
    [{ type: 'sportsbook:bet-placed', bet: { id: 1 } }, { type: 'bet-placed' }],
    [{ type: 'sportsbook:sign-in' }, { type: 'sign-in' }],
    [{ type: 'sportsbook:resize', height: 1234.4 }, { type: 'resize', height: 1235 }],
    [{ type: 'sportsbook:resize', height: -5 }, null],
    [{ type: 'sportsbook:resize', height: '900' }, null],
    [{ type: 'game:round', win: 2 }, null],
    ['sportsbook:ready', null],
    [null, null],
  ])('%j reads as %j', (data, expected) => {
    expect(parseSportsbookMessage(data)).toEqual(expected);
  });
});
