import {
  itemsOf,
  loyaltyCharacterSchema,
  loyaltyInfoSchema,
  loyaltyNotificationSchema,
  loyaltyProductSchema,
  loyaltyProgramSchema,
  loyaltyPurchaseSchema,
  type LoyaltyCharacter,
  type LoyaltyInfo,
  type LoyaltyNotification,
  type LoyaltyProduct,
  type LoyaltyProgram,
  type LoyaltyPurchase,
} from '@casino/platform-contract';
import { platformApi } from '../platform-api';
import { MONEY_TAGS } from '../tags';

const items = <T>({ items }: { items: T[] }) => items;

export const loyaltyApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getLoyaltyInfo: build.query<LoyaltyInfo, void>({
      query: () => ({ method: 'loyalty.getinfo', schema: loyaltyInfoSchema }),
      providesTags: ['Loyalty'],
    }),
    getLoyaltyCharacters: build.query<LoyaltyCharacter[], void>({
      query: () => ({ method: 'loyalty.getcharacters', schema: itemsOf(loyaltyCharacterSchema) }),
      transformResponse: items<LoyaltyCharacter>,
      providesTags: ['Loyalty'],
    }),
    getLoyaltyNotifications: build.query<LoyaltyNotification[], { offset?: number; count?: number } | void>({
      query: (args) => ({ method: 'loyalty.getnotifications', params: { ...args }, schema: itemsOf(loyaltyNotificationSchema) }),
      transformResponse: items<LoyaltyNotification>,
      providesTags: ['Loyalty'],
    }),
    getLoyaltyProducts: build.query<LoyaltyProduct[], void>({
      query: () => ({ method: 'loyalty.getproducts', schema: itemsOf(loyaltyProductSchema) }),
      transformResponse: items<LoyaltyProduct>,
      providesTags: ['Loyalty'],
    }),
    getLoyaltyPrograms: build.query<LoyaltyProgram[], void>({
      query: () => ({ method: 'loyalty.getPrograms', schema: itemsOf(loyaltyProgramSchema) }),
      transformResponse: items<LoyaltyProgram>,
      providesTags: ['Loyalty'],
    }),
    getLoyaltyProgram: build.query<LoyaltyProgram, { id: number | string }>({
      query: ({ id }) => ({ method: 'loyalty.getProgram', params: { id }, schema: loyaltyProgramSchema }),
      providesTags: ['Loyalty'],
    }),
    /** A shop purchase spends points and may credit a bonus balance. */
    buyLoyaltyProduct: build.mutation<LoyaltyPurchase, { product_id: number | string }>({
      query: ({ product_id }) => ({ method: 'loyalty.buyproduct', body: { product_id }, schema: loyaltyPurchaseSchema }),
      invalidatesTags: ['Loyalty', 'Bonuses', 'Freespins', ...MONEY_TAGS],
    }),
    /** Picks a character; answers the updated loyalty info. */
    setLoyaltyCharacter: build.mutation<LoyaltyInfo, { id: number | string }>({
      query: ({ id }) => ({ method: 'loyalty.setcharacter', body: { id }, schema: loyaltyInfoSchema }),
      invalidatesTags: ['Loyalty'],
    }),
  }),
});

export const {
  useGetLoyaltyInfoQuery,
  useGetLoyaltyCharactersQuery,
  useGetLoyaltyNotificationsQuery,
  useGetLoyaltyProductsQuery,
  useGetLoyaltyProgramsQuery,
  useGetLoyaltyProgramQuery,
  useBuyLoyaltyProductMutation,
  useSetLoyaltyCharacterMutation,
} = loyaltyApi;
