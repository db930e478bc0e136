import { freespinPackSchema, itemsOf, type FreespinPack } from '@casino/platform-contract';
import { platformApi } from '../platform-api';

/** SPEC.md 7.2 and 9: only active packs, 99 at most. */
export const FREESPINS_STATUS = 'active';
export const FREESPINS_COUNT = 99;

export const freespinsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getFreespins: build.query<FreespinPack[], { fields?: string } | void>({
      query: (args) => ({
        method: 'freespins.get',
        params: { fields: args?.fields, status: FREESPINS_STATUS, count: FREESPINS_COUNT },
        schema: itemsOf(freespinPackSchema),
      }),
      transformResponse: ({ items }: { items: FreespinPack[] }) => items,
      providesTags: ['Freespins'],
    }),
  }),
});

export const { useGetFreespinsQuery } = freespinsApi;
