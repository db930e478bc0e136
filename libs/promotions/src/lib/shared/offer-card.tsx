import type { Offer } from '@casino/platform-contract';
import { buildPath } from '@casino/routing';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePageLocale } from '@casino/i18n';
import { ButtonLink } from '@casino/ui-kit';
import { depositPathFor } from './deposit-path';
import { OfferEnds } from './offer-ends';
import { OfferImage } from './offer-image';
import { OfferKindBadge } from './offer-kind-badge';
import { descriptionImage, descriptionText, isDepositOffer, mainReward } from './offer-model';
import { detailsOfMessage, sharedMessages } from './shared.messages';
import { useRewardText } from './use-reward-text';
import styles from './offer-card.module.css';

export type OfferCardProps = {
  offer: Offer;
  /** Which detail page the card leads to: a promotion (`/promotions/{id}`) or an offer (`/offers/{id}`). */
  detailRoute: 'promotions.item' | 'offers.item';
  headingLevel?: 2 | 3;
};

/**
 * An offer in a list: image, what starts it, title, short text, the reward, a countdown to its end and
 * one clear call to action (a deposit offer opens the deposit with the offer preselected).
 */
export function OfferCard({ offer, detailRoute, headingLevel = 3 }: OfferCardProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const rewardText = useRewardText();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = descriptionText(offer.description, 'title') ?? intl.formatMessage(sharedMessages.kindOther);
  const text = descriptionText(offer.description, 'text');
  const reward = rewardText(mainReward(offer));
  const detailPath = buildPath(detailRoute, { locale, params: { id: String(offer.id) } });
  return (
    <article className={styles['card']}>
      <div className={styles['media']}>
        <OfferImage src={descriptionImage(offer.description, 'card') ?? descriptionImage(offer.description, 'thumb')} width={600} height={400} />
        <OfferKindBadge offer={offer} className={styles['badge']} />
      </div>
      <div className={styles['body']}>
        <Heading className={styles['title']}>
          <Link to={detailPath} className={styles['titleLink']}>
            {title}
          </Link>
        </Heading>
        {reward && <p className={styles['reward']}>{reward}</p>}
        {text && <p className={styles['text']}>{text}</p>}
        <OfferEnds finishedAt={offer.finished_at} />
        <div className={styles['actions']}>
          {isDepositOffer(offer) ? (
            <ButtonLink to={depositPathFor(offer, locale)} block>
              {intl.formatMessage(sharedMessages.depositCta)}
            </ButtonLink>
          ) : (
            <ButtonLink to={detailPath} block aria-label={intl.formatMessage(detailsOfMessage, { title })}>
              {intl.formatMessage(sharedMessages.details)}
            </ButtonLink>
          )}
        </div>
      </div>
    </article>
  );
}
