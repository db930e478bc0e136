import { generalInfoSchema, metadataSchema, type GeneralInfo, type Metadata } from '@casino/platform-contract';
import { platformApi } from '../platform-api';

export const metadataApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getGeneralInfo: build.query<GeneralInfo, void>({
      query: () => ({ method: 'metadata.getgeneralinfo', schema: generalInfoSchema }),
      providesTags: ['GeneralInfo'],
    }),
    getMetadata: build.query<Metadata, void>({
      query: () => ({ method: 'metadata.get', schema: metadataSchema }),
      providesTags: ['Metadata'],
    }),
  }),
});

export const { useGetGeneralInfoQuery, useGetMetadataQuery } = metadataApi;
