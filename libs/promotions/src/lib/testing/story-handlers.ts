import { platformHandler, platformHandlers, visitorAccountFixture } from '@casino/api-client/testing';
import { cmsHandlers } from '@casino/cms-client/testing';
import type { Offer } from '@casino/platform-contract';
import { campaignPopupFixture, offersFixture } from './offers-fixtures';

const offers = (items: Offer[]) => platformHandler('campaigns.getoffers', { items, count: items.length });

/** The platform and CMS of the stories: a signed-in player with this lib's offers and popup. */
export const storyHandlers = [
  offers(offersFixture),
  platformHandler('popups.get', { items: [campaignPopupFixture] }),
  ...platformHandlers,
  ...cmsHandlers,
];

/** The same, seen by a visitor. */
export const visitorHandlers = [platformHandler('account.getInfo', visitorAccountFixture), ...storyHandlers];

export const offersHandler = offers;
