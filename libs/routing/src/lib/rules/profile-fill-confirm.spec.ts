import { profileFillConfirmPath } from './profile-fill-confirm';

describe('rule: profile-fill confirm', () => {
  it.each([
    [undefined, '/profile/settings?from=deposit&toastType=fillProfile'],
    ['pl', '/pl/profile/settings?from=deposit&toastType=fillProfile'],
    ['pt-BR', '/pt-BR/profile/settings?from=deposit&toastType=fillProfile'],
  ] as const)('in %s goes to %s', (locale, expected) => {
    expect(profileFillConfirmPath({ locale, from: 'deposit', toastType: 'fillProfile' })).toBe(expected);
  });
});
