import { itemsOf, offerSchema, promoCodeResultSchema, resultSchema, type Offer, type PromoCodeResult, type Result } from '@casino/platform-contract';
import { platformApi } from '../platform-api';
import { MONEY_TAGS } from '../tags';

/** A promo code can grant a bonus, free spins or money, so everything it may touch is refetched. */
const PROMO_CODE_TAGS = ['Offers', 'Bonuses', 'BettingBonuses', 'Freespins', ...MONEY_TAGS] as const;

export const campaignsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    /** Offers, optionally of one trigger action (e.g. `deposit` for the cashier). */
    getOffers: build.query<Offer[], { offset?: number; fields?: string; action?: string } | void>({
      query: (args) => ({
        method: 'campaigns.getoffers',
        params: { offset: args?.offset, fields: args?.fields, action: args?.action },
        schema: itemsOf(offerSchema),
      }),
      transformResponse: ({ items }: { items: Offer[] }) => items,
      providesTags: ['Offers'],
    }),
    activateOffer: build.mutation<PromoCodeResult, { promo_code: string; fields?: string }>({
      query: ({ promo_code, fields }) => ({
        method: 'campaigns.activateOffer',
        body: { promo_code, fields },
        schema: promoCodeResultSchema,
      }),
      invalidatesTags: (_result, error) => (error ? [] : [...PROMO_CODE_TAGS]),
    }),
    checkPromocode: build.mutation<PromoCodeResult, { promo_code: string }>({
      query: ({ promo_code }) => ({ method: 'campaigns.checkPromocode', body: { promo_code }, schema: promoCodeResultSchema }),
    }),
    takePromotions: build.mutation<Result, { offer_id: number | string }>({
      query: ({ offer_id }) => ({ method: 'campaigns.takepromotions', body: { offer_id }, schema: resultSchema }),
      invalidatesTags: (_result, error) => (error ? [] : [...PROMO_CODE_TAGS]),
    }),
  }),
});

export const { useGetOffersQuery, useActivateOfferMutation, useCheckPromocodeMutation, useTakePromotionsMutation } = campaignsApi;
