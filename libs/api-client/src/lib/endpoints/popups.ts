import { campaignPopupSchema, itemsOf, type CampaignPopup } from '@casino/platform-contract';
import { platformApi } from '../platform-api';

export const popupsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    /** The campaign popups queued after sign-in (SPEC.md 4). */
    getPopups: build.query<CampaignPopup[], { url?: string } | void>({
      query: (args) => ({ method: 'popups.get', params: { url: args?.url }, schema: itemsOf(campaignPopupSchema) }),
      transformResponse: ({ items }: { items: CampaignPopup[] }) => items,
      providesTags: ['Popups'],
    }),
  }),
});

export const { useGetPopupsQuery } = popupsApi;
