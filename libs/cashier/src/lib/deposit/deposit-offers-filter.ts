import { isOfferShown, type Offer } from '@casino/platform-contract';

/**
 * The offers a deposit can take (SPEC.md 6): deposit-action offers the player satisfies the trigger
 * params of (every deposit offer for a visitor), without those that exclude the chosen method.
 */
export function depositOffersFor(offers: readonly Offer[], { signedIn, method }: { signedIn: boolean; method?: string | null }): Offer[] {
  return offers.filter(
    (offer) =>
      offer.trigger.action === 'deposit' &&
      isOfferShown(offer, signedIn) &&
      !(method && offer.trigger.params.exclude_methods?.includes(method)),
  );
}

/** The offer's title from its description, falling back to its number. */
export const offerTitle = (offer: Offer): string =>
  typeof offer.description['title'] === 'string' && offer.description['title'] ? offer.description['title'] : `#${offer.id}`;

/** The offer's short text, when it has one. */
export const offerText = (offer: Offer): string | undefined =>
  typeof offer.description['text'] === 'string' && offer.description['text'] ? offer.description['text'] : undefined;
