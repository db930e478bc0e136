import { campaignsApi, metadataApi, type PageData } from '@casino/api-client';
import { cmsFindsApi } from '@casino/cms-client';
import type { RouteName } from '@casino/routing';

/**
 * What the promotions page asks for first, started beside the shell's guards (see `PageData` in api-client), with
 * the arguments of the page's own hooks: featured CMS banners, the offers, the image-name mapping and currencies.
 */
export const promotionsPageData = {
  'promotions.index': (dispatch) => {
    dispatch(cmsFindsApi.util.prefetch('getCmsBanners', undefined, {}));
    dispatch(campaignsApi.util.prefetch('getOffers', undefined, {}));
    dispatch(cmsFindsApi.util.prefetch('getCmsWebSetting', undefined, {}));
    dispatch(metadataApi.util.prefetch('getGeneralInfo', undefined, {}));
  },
} satisfies Partial<Record<RouteName, PageData>>;
