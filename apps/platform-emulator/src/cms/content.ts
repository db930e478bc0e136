import { DEFAULT_BALANCE_REFRESH_SETTINGS, SEO_URL_PATTERNS, type Locale } from '@casino/platform-contract';
import { FAQ } from '../content/pages/faq';
import { inLocale, t } from '../content/texts';
import { ct, group, type CmsTextKey } from '../content/cms-texts';
import { BRAND } from '../content/brand';
import { CUSTOM_CODES } from './custom-code';

const menuItem = (key: CmsTextKey, url: string, icon: string, locale: string) => ({ title: ct(key, locale), url, icon });

/** The support page's questions (`common.faq`): the five the /faq page answers first, with the brand filled in. */
const supportFaq = (locale: string) =>
  (FAQ.faq ?? []).slice(0, 5).map(({ question, answer }) => ({
    question: inLocale(question, locale).replaceAll('{brand}', BRAND),
    answer: inLocale(answer, locale).replaceAll('{brand}', BRAND),
  }));

/**
 * The custom redirects list (SPEC.md 2.4 step 2): pairs from_url -> to_url; `*` is a wildcard, the
 * locale prefix is added by the site, an external to_url is followed as an external link.
 */
export const CUSTOM_REDIRECTS = [
  { from_url: '/casino', to_url: '/gamehall' },
  { from_url: '/promo/*', to_url: '/promotions' },
  { from_url: '/slots/*', to_url: '/gamehall?category=slots' },
  { from_url: '/blog', to_url: 'https://example.com/blog' },
];

/** Server-side redirects (SPEC.md 2.4 step 5), answered by GET /platform/redirect?path=. */
export const SERVER_REDIRECTS: Record<string, string> = {
  '/old-promotions': '/promotions',
  '/bonus': '/offers',
  '/live': '/gamehall?category=live',
  '/affiliates': 'https://example.com/affiliates',
};

/** The server-side redirect of a path (metadata.get `redirect`), or null. */
export function serverRedirect(url: string) {
  const path = url.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
  const target = SERVER_REDIRECTS[path];
  return target ? { from_url: path, to_url: target } : null;
}

/** The image-name mapping: description keys of banners, offers, jackpots and tournaments -> the site's names. */
export const IMAGE_NAME_MAPPING = {
  img_1200_400: 'imageDesktop',
  img_735_240: 'imageTablet',
  img_360_520: 'imageMobile',
  img_600_400: 'imageCard',
  img_288_192: 'imageThumb',
};

/** The single types of SPEC.md 7.3, built for one locale. */
export const SINGLE_TYPES: Record<string, (locale: Locale) => Record<string, unknown>> = {
  common: (locale) => ({
    menus: {
      header: [
        menuItem('menu.gamehall', '/gamehall', 'cards', locale),
        menuItem('menu.live', '/gamehall/live', 'live', locale),
        menuItem('menu.jackpots', '/jackpots', 'jackpot', locale),
        menuItem('menu.tournaments', '/tournaments', 'cup', locale),
        menuItem('menu.promotions', '/promotions', 'gift', locale),
        menuItem('menu.betting', '/betting', 'ball', locale),
      ],
      sidebar: [
        menuItem('menu.home', '/', 'home', locale),
        menuItem('menu.gamehall', '/gamehall', 'cards', locale),
        menuItem('menu.offers', '/offers', 'tag', locale),
        menuItem('menu.loyalty', '/loyalty', 'crown', locale),
        menuItem('menu.winners', '/winners', 'star', locale),
        menuItem('menu.providers', '/providers', 'grid', locale),
        menuItem('menu.support', '/support', 'chat', locale),
      ],
      mobileBar: [
        menuItem('menu.home', '/', 'home', locale),
        menuItem('menu.gamehall', '/gamehall', 'cards', locale),
        menuItem('menu.promotions', '/promotions', 'gift', locale),
        menuItem('menu.cashier', '/cashier/deposit', 'wallet', locale),
        menuItem('menu.menu', '#menu', 'menu', locale),
      ],
      footer: [
        menuItem('menu.responsible', '/responsible-gaming', 'shield', locale),
        menuItem('menu.terms', '/terms', 'doc', locale),
        menuItem('menu.privacy', '/privacy', 'lock', locale),
        menuItem('menu.about', '/about-us', 'info', locale),
        menuItem('menu.faq', '/faq', 'help', locale),
        menuItem('menu.support', '/support', 'chat', locale),
      ],
    },
    fieldsValidatorErrors: group('validator.', locale),
    promoCodeErrors: group('promo.', locale),
    bannerAuth: {
      isExist: true,
      label: ct('auth.bannerLabel', locale),
      value: ct('auth.bannerValue', locale),
      addition: ct('auth.bannerAddition', locale),
      image_360_520: '/platform/images/banners/welcome-360x520.png',
      image_735_240: '/platform/images/banners/welcome-735x240.png',
    },
    bannerMenu: {
      title: t('banner.loyalty.title', locale),
      subtitle: t('banner.loyalty.subtitle', locale),
      buttonTitle: t('banner.button.shop', locale),
      buttonSlug: '/loyalty/shop',
      image: '/platform/images/banners/loyalty-360x520.png',
      publicTitle: t('banner.welcome.title', locale),
      publicSubtitle: t('banner.welcome.subtitle', locale),
      publicButtonTitle: t('banner.button.claim', locale),
      publicButtonSlug: '/?show_popup_reg=1',
      publicImage: '/platform/images/banners/welcome-360x520.png',
    },
    balanceRefresh: DEFAULT_BALANCE_REFRESH_SETTINGS,
    texts: { maintenance: ct('common.maintenance', locale), idleWarning: ct('common.idleWarning', locale) },
    faq: supportFaq(locale),
  }),
  'settings-seo': (locale) => ({
    redirects: CUSTOM_REDIRECTS,
    urlPatterns: SEO_URL_PATTERNS,
    defaultTitle: ct('seo.home.title', locale),
    defaultDescription: ct('seo.home.description', locale),
    titleTemplate: `%s | ${BRAND}`,
  }),
  'prazer-config': () => ({
    brandName: BRAND,
    logo: '/platform/images/brand/logo.svg',
    theme: 'dark',
    features: { betting: true, loyalty: true, tournaments: true, jackpots: true, cashback: true },
  }),
  'cashier-config': (locale) => ({
    depositTitle: ct('cashier.depositTitle', locale),
    withdrawTitle: ct('cashier.withdrawTitle', locale),
    limitHint: ct('cashier.limitHint', locale),
    historyPageSize: 4,
    recentTransactionsCount: 4,
    showOffersOnDeposit: true,
  }),
  'meta-data-tool': () => ({ customCodes: CUSTOM_CODES }),
  'search-config': (locale) => ({
    placeholder: ct('search.placeholder', locale),
    emptyText: ct('search.empty', locale),
    minQueryLength: 2,
    debounceMs: 300,
    resultsLimit: 24,
  }),
  'games-config': () => ({
    gameHallType: 'grid',
    fullScreenVisibility: 'all',
    pageSize: 24,
    categoriesOrder: ['popular', 'new', 'slots', 'live', 'jackpot'],
  }),
  loyalty: (locale) => ({
    shopTitle: ct('loyalty.shopTitle', locale),
    insufficientFunds: ct('loyalty.insufficient', locale),
    notificationDurationSeconds: 6,
    notificationSound: '/platform/sounds/coin.mp3',
  }),
  'forms-config': (locale) => ({
    registration: { confirmEmailPopup: true, showCharacterSelect: true, showPromocode: true, terms: true, notify: true, markBetting: false },
    termsText: ct('auth.terms', locale),
    notifyText: ct('auth.notify', locale),
    postcodePattern: '^\\d{1,8}$',
  }),
  'auth-config': () => ({
    registrationTypes: ['form', 'fast', 'social'],
    socialServices: ['google', 'facebook', 'apple'],
    defaultRegistrationType: 'form',
    telegram: { enabled: true },
  }),
  'web-setting': () => ({
    siteName: BRAND,
    favicon: { url: '/platform/images/brand/favicon.svg', mime: 'image/svg+xml' },
    imageNameMapping: IMAGE_NAME_MAPPING,
    customRedirects: CUSTOM_REDIRECTS,
  }),
};

/** The CMS banners collection (one per locale). */
export const cmsBanners = (locale: Locale) =>
  (['welcome', 'reload', 'tournament'] as const).map((name, index) => ({
    id: index + 1,
    title: t(`banner.${name}.title`, locale),
    subtitle: t(`banner.${name}.subtitle`, locale),
    image: `/platform/images/banners/${name}-1200x400.png`,
    link: name === 'tournament' ? '/tournaments/1' : '/promotions',
  }));

export const DOMAIN_SEO = [
  { host: 'localhost', title: BRAND, robots: 'index, follow', canonicalHost: 'localhost:4200' },
  { host: '127.0.0.1', title: BRAND, robots: 'noindex, nofollow', canonicalHost: 'localhost:4200' },
];

