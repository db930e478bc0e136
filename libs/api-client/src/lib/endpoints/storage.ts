import { resultSchema, storageKeysSchema, storageValuesSchema, type Result, type StorageValues } from '@casino/platform-contract';
import { platformApi } from '../platform-api';

export const storageApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getStorage: build.query<StorageValues, { keys: readonly string[] }>({
      query: ({ keys }) => ({ method: 'storage.get', params: { keys }, schema: storageValuesSchema }),
      providesTags: ['Storage'],
    }),
    getStorageKeys: build.query<string[], void>({
      query: () => ({ method: 'storage.getKeys', schema: storageKeysSchema }),
      providesTags: ['Storage'],
    }),
    /** Stores a value on the account, e.g. `already_seen_cashback_id` (SPEC.md 7.2). */
    setStorage: build.mutation<Result, { key: string; value: string }>({
      query: (body) => ({ method: 'storage.set', body, schema: resultSchema }),
      invalidatesTags: ['Storage'],
    }),
  }),
});

export const { useGetStorageQuery, useGetStorageKeysQuery, useSetStorageMutation } = storageApi;
