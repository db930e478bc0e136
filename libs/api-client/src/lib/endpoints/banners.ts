import { bannerSchema, countedItemsOf, type Banner } from '@casino/platform-contract';
import { platformApi } from '../platform-api';

/** Banner page size and fields of SPEC.md 7.2 and 9. */
export const BANNERS_DEFAULT_COUNT = 10;
export const BANNERS_DEFAULT_FIELDS = 'id,finished_at,description';

export type BannersPage = { items: Banner[]; count: number };

export const bannersApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getBanners: build.query<BannersPage, { offset?: number; count?: number; fields?: string } | void>({
      query: (args) => ({
        method: 'banners.get',
        params: {
          offset: args?.offset,
          count: args?.count ?? BANNERS_DEFAULT_COUNT,
          fields: args?.fields ?? BANNERS_DEFAULT_FIELDS,
        },
        schema: countedItemsOf(bannerSchema),
      }),
      providesTags: ['Banners'],
    }),
  }),
});

export const { useGetBannersQuery } = bannersApi;
