import { DEFAULT_BALANCE_REFRESH_SETTINGS } from '@casino/platform-contract';
import type {
  CmsAuthConfig,
  CmsBanner,
  CmsCommon,
  CmsDomainSeo,
  CmsFormsConfig,
  CmsGamesConfig,
  CmsLooseDocument,
  CmsMetaDataTool,
  CmsSeo,
  CmsSession,
  CmsSettingsSeo,
  CmsUser,
  CmsWebSetting,
} from '../cms-schemas';

const document = (id: number, documentId: string) => ({ id, documentId, locale: 'en' });

export const cmsCommonFixture: CmsCommon = {
  ...document(1, 'common000001'),
  menus: {
    header: [
      { title: 'Game hall', url: '/gamehall' },
      { title: 'Promotions', url: '/promotions' },
    ],
  },
  fieldsValidatorErrors: { requiredField: 'Field is required', wrongEmailAddress: 'Wrong email address' },
  promoCodeErrors: { INVALID: 'This promo code is not valid', EXPIRED: 'This promo code has expired' },
  bannerAuth: {
    isExist: true,
    label: 'Welcome pack',
    value: '100% up to 500 EUR',
    addition: '+ 100 free spins',
    image_360_520: '/platform/images/banners/welcome-360x520.svg',
    image_735_240: '/platform/images/banners/welcome-735x240.svg',
  },
  bannerMenu: {
    title: 'Loyalty shop',
    subtitle: 'Spend your coins',
    buttonTitle: 'Open shop',
    buttonSlug: '/loyalty/shop',
    image: '/platform/images/banners/loyalty-360x520.svg',
    publicTitle: 'Welcome pack',
    publicSubtitle: '100% up to 500 EUR',
    publicButtonTitle: 'Claim',
    publicButtonSlug: '/?show_popup_reg=1',
    publicImage: '/platform/images/banners/welcome-360x520.svg',
  },
  balanceRefresh: DEFAULT_BALANCE_REFRESH_SETTINGS,
};

export const cmsSettingsSeoFixture: CmsSettingsSeo = {
  ...document(1, 'settingsseo1'),
  redirects: [
    { from_url: '/casino', to_url: '/gamehall' },
    { from_url: '/promo/*', to_url: '/promotions' },
  ],
  urlPatterns: { game: '/game/{sysname}', offers: '/offers/{id}' },
};

export const cmsMetaDataToolFixture: CmsMetaDataTool = {
  ...document(1, 'metadatatool'),
  customCodes: [
    { isEnabled: true, position: 'head', code: '<meta name="emulator" content="casino-demo">' },
    { isEnabled: false, position: 'bodyEnd', code: '<script>console.log("disabled")</script>' },
  ],
};

export const cmsFormsConfigFixture: CmsFormsConfig = {
  ...document(1, 'formsconfig1'),
  registration: { confirmEmailPopup: true, showCharacterSelect: true, showPromocode: true, terms: true, notify: true, markBetting: false },
  postcodePattern: '^\\d{1,8}$',
};

export const cmsAuthConfigFixture: CmsAuthConfig = {
  ...document(1, 'authconfig01'),
  registrationTypes: ['form', 'fast', 'social'],
  socialServices: ['google', 'facebook'],
};

export const cmsGamesConfigFixture: CmsGamesConfig = { ...document(1, 'gamesconfig1'), gameHallType: 'grid', fullScreenVisibility: 'all' };

export const cmsLooseFixture = (documentId: string, fields: Record<string, unknown>): CmsLooseDocument => ({ ...document(1, documentId), ...fields });

/** The platform's description keys -> the site's image names. */
export const imageNameMappingFixture = {
  img_1200_400: 'imageDesktop',
  img_735_240: 'imageTablet',
  img_360_520: 'imageMobile',
  img_288_192: 'imageThumb',
};

export const cmsWebSettingFixture: CmsWebSetting = {
  ...document(1, 'websetting01'),
  favicon: { url: '/platform/images/brand/favicon.svg' },
  imageNameMapping: imageNameMappingFixture,
  customRedirects: [{ from_url: '/blog', to_url: 'https://example.com/blog' }],
};

export const cmsSeosFixture: CmsSeo[] = [
  { ...document(1, 'seo000000001'), url: '/', title: 'Online casino', description: 'Slots, live casino and jackpots' },
  { ...document(2, 'seo000000002'), url: '/promotions', title: 'Promotions', description: 'Bonuses and offers' },
];

export const cmsDomainSeoFixture: CmsDomainSeo[] = [{ ...document(1, 'domainseo001'), host: 'localhost', title: 'Casino Demo', robots: 'index, follow' }];

export const cmsBannersFixture: CmsBanner[] = [
  { ...document(1, 'banner000001'), title: 'Welcome pack', image: '/platform/images/banners/welcome-1200x400.svg', link: '/promotions' },
];

export const cmsUserFixture: CmsUser = { id: 7, username: 'player', email: 'player@example.com', provider: 'local', confirmed: true, blocked: false };

export const cmsSessionFixture: CmsSession = { jwt: 'header.payload.signature', user: cmsUserFixture };
