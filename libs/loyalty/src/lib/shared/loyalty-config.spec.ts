import { DEFAULT_NOTIFICATION_DURATION_MS, readLoyaltyConfig } from './loyalty-config';

describe('readLoyaltyConfig', () => {
  it('reads the texts, the duration in seconds and the sound of the CMS loyalty document', () => {
    expect(
      readLoyaltyConfig({
        shopTitle: 'Loyalty shop',
        insufficientFunds: 'Not enough coins yet.',
        notificationDurationSeconds: 6,
        notificationSound: '/platform/sounds/coin.mp3',
        pointsAlias: 'Coins',
      }),
    ).toEqual({
      shopTitle: 'Loyalty shop',
      insufficientFunds: 'Not enough coins yet.',
      notificationDurationMs: 6000,
      notificationSound: '/platform/sounds/coin.mp3',
      pointsAlias: 'Coins',
    });
  });

  it('takes a duration written as text', () => {
    expect(readLoyaltyConfig({ notificationDurationSeconds: '2.5' }).notificationDurationMs).toBe(2500);
  });

  it.each([[undefined], [{}], [{ notificationDurationSeconds: 'soon' }], [{ notificationDurationSeconds: 0 }], [{ notificationDurationSeconds: null }]])(
    'uses the toast default of 5000 ms without a usable duration (%j)',
    (document) => {
      expect(readLoyaltyConfig(document).notificationDurationMs).toBe(DEFAULT_NOTIFICATION_DURATION_MS);
    },
  );

  it('ignores empty or malformed texts and keeps the others', () => {
    expect(readLoyaltyConfig({ shopTitle: '  ', insufficientFunds: 42, notificationSound: 'a.mp3' })).toEqual({
      notificationDurationMs: 5000,
      notificationSound: 'a.mp3',
    });
  });
});
