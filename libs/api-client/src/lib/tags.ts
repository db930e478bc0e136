/** Cache tags of the platform api. Every query provides one, so a locale switch can refresh them all. */
export const PLATFORM_TAGS = [
  'GeneralInfo',
  'Metadata',
  'Account',
  'Balance',
  'Profile',
  'ContactSettings',
  'CurrencyRates',
  'DepositLimit',
  'PersonalDataFields',
  'Banners',
  'Bonuses',
  'BettingBonuses',
  'Offers',
  'Cashbacks',
  'Freespins',
  'CashierHistory',
  'CashierSettings',
  'Banks',
  'DepositInfo',
  'Games',
  'GameLikes',
  'GameCategories',
  'GameProviders',
  'GameHistory',
  'GameHistoryExport',
  'Jackpots',
  'Leaderboard',
  'Tournaments',
  'Loyalty',
  'Popups',
  'Storage',
  'SupportSettings',
  // The responsible-gaming extension (platform-contract extensions/responsible-gaming.ts).
  'ResponsibleGamingLimits',
  'ResponsibleGamingSession',
] as const;

export type PlatformTag = (typeof PLATFORM_TAGS)[number];

/** Site-wide data that does not depend on who is signed in. */
const SITE_WIDE: readonly PlatformTag[] = ['GeneralInfo', 'Metadata', 'GameCategories', 'GameProviders'];

/** What sign-in, sign-up and sign-out must refetch: everything that belongs to a player. */
export const USER_BOUND_TAGS: readonly PlatformTag[] = PLATFORM_TAGS.filter((tag) => !SITE_WIDE.includes(tag));

/** Money moved: the balance, the account (it carries the balances), the history and the limits that count it. */
export const MONEY_TAGS: readonly PlatformTag[] = ['Account', 'Balance', 'CashierHistory', 'DepositLimit', 'ResponsibleGamingLimits'];
