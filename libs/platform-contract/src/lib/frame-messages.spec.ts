import { parseFrameMessage } from './frame-messages';

describe('parseFrameMessage (the optional frame contract)', () => {
  it.each([
    [{ type: 'frame:balance-changed' }, { type: 'frame:balance-changed' }],
    [{ type: 'frame:navigate', to: 'deposit' }, { type: 'frame:navigate', to: 'deposit' }],
    [{ type: 'frame:navigate', to: 'sign-in' }, { type: 'frame:navigate', to: 'sign-in' }],
    [{ type: 'frame:resize', height: 1479.2 }, { type: 'frame:resize', height: 1480 }],
    [{ type: 'frame:resize', height: 1e9 }, { type: 'frame:resize', height: 20_000 }],
    [{ type: 'frame:navigate', to: 'https://evil.example' }, null],
    [{ type: 'frame:navigate', to: '/cashier/withdraw' }, null],
    [{ type: 'frame:resize', height: -1 }, null],
    [{ type: 'frame:resize', height: Number.NaN }, null],
    [{ type: 'frame:resize', height: '900' }, null],
    [{ type: 'frame:open-link', url: 'https://stats.example/match/1?x=1' }, { type: 'frame:open-link', url: 'https://stats.example/match/1?x=1' }],
    [{ type: 'frame:open-link', url: 'javascript:alert(1)' }, null],
    [{ type: 'frame:open-link', url: 'data:text/html,<script>1</script>' }, null],
    [{ type: 'frame:open-link', url: '/cashier/withdraw' }, null],
    [{ type: 'frame:open-link', url: 'https://user:pass@stats.example/' }, null],
    [{ type: 'frame:open-link', url: `https://stats.example/${'a'.repeat(2100)}` }, null],
    [{ type: 'frame:open-link', url: 42 }, null],
    [{ type: 'sportsbook:ready' }, null],
    [{ type: 'game:round' }, null],
    ['frame:balance-changed', null],
    [null, null],
  ])('%j reads as %j', (data, expected) => {
    expect(parseFrameMessage(data)).toEqual(expected);
  });
});
