import { isRouteName } from '@casino/routing';
import * as api from './index';

describe('@casino/profile public API', () => {
  it('exposes exactly the names other projects may use', () => {
    expect(Object.keys(api).sort()).toEqual(['BONUS_DIALOG_IDS', 'profileDialogs', 'profileMessages', 'profilePages']);
  });

  it('has a page for every profile route and the account pages, each a lazy component', async () => {
    expect(Object.keys(api.profilePages).sort()).toEqual([
      'confirmation.index',
      'confirmation.success',
      'profile.bets',
      'profile.bets.exports',
      'profile.bets.history',
      'profile.bonuses',
      'profile.cashback',
      'profile.index',
      'profile.loyalty',
      'profile.notification',
      'profile.responsible-game',
      'profile.security',
      'profile.settings',
      'profile.verification',
      'unsubscribe.index',
    ]);
    for (const [name, load] of Object.entries(api.profilePages)) {
      expect(isRouteName(name)).toBe(true);
      expect(typeof (await load())).toBe('function');
    }
  });

  it('registers the dialogs of SPEC.md 2.7 it owns', () => {
    expect(Object.keys(api.profileDialogs).sort()).toEqual([
      'betting-bonus-activated',
      'bonus-activate',
      'bonus-remove',
      'burn-bonuses',
      'identity-verification',
      'unseen-cashback',
    ]);
  });
});
