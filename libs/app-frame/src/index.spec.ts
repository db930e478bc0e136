import * as api from './index';

describe('@casino/app-frame public API', () => {
  it('exposes exactly the names a shell needs', () => {
    expect(Object.keys(api).sort()).toEqual([
      'ACCOUNT_LINKS',
      'AccountBalance',
      'BottomBar',
      'HydratedApart',
      'LanguageLinks',
      'SeoText',
      'accountActionMessages',
      'accountMessages',
      'bootSite',
      'currentLinkKey',
      'isFullScreenOffered',
      'navigationMessages',
      'siteMenuDialogs',
      'useSiteMenu',
    ]);
  });
});
