import { generalInfoSchema, metadataSchema, type GeneralInfo, type Metadata } from '@casino/platform-contract';
import { platformApi } from '../platform-api';

export const metadataApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getGeneralInfo: build.query<GeneralInfo, void>({
      query: () => ({ method: 'metadata.getgeneralinfo', schema: generalInfoSchema }),
      providesTags: ['GeneralInfo'],
    }),
    /** The server-side redirect lookup and page data for a path (SPEC.md 2.4 step 5). */
    getMetadata: build.query<Metadata, { url?: string } | void>({
      query: (args) => ({ method: 'metadata.get', params: { url: args?.url }, schema: metadataSchema }),
      providesTags: ['Metadata'],
    }),
  }),
});

export const { useGetGeneralInfoQuery, useGetMetadataQuery } = metadataApi;
