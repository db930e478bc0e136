import { campaignsApi, metadataApi } from '@casino/api-client';
import { cmsFindsApi } from '@casino/cms-client';
import type { PageDataMap } from '@casino/routing';

/**
 * What the promotions page asks for first, started beside the shell's guards (see `PageData` in routing), with
 * the arguments of the page's own hooks: featured CMS banners, the offers, the image-name mapping and currencies.
 */
export const promotionsPageData = {
  'promotions.index': (dispatch) => {
    dispatch(cmsFindsApi.util.prefetch('getCmsBanners', undefined, {}));
    dispatch(campaignsApi.util.prefetch('getOffers', undefined, {}));
    dispatch(cmsFindsApi.util.prefetch('getCmsWebSetting', undefined, {}));
    dispatch(metadataApi.util.prefetch('getGeneralInfo', undefined, {}));
  },
} satisfies PageDataMap;
