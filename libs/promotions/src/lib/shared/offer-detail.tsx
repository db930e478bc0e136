import type { Offer } from '@casino/platform-contract';
import { PageHead } from '@casino/routing';
import { useIntl } from 'react-intl';
import { usePageLocale } from '@casino/i18n';
import { ButtonLink } from '@casino/ui-kit';
import { depositPathFor } from './deposit-path';
import { OfferEnds } from './offer-ends';
import { OfferImage } from './offer-image';
import { OfferKindBadge } from './offer-kind-badge';
import { descriptionImage, descriptionText, isDepositOffer, mainReward } from './offer-model';
import { OfferTerms } from './offer-terms';
import { sharedMessages } from './shared.messages';
import { TakePart } from './take-part';
import { useRewardText } from './use-reward-text';
import styles from './offer-detail.module.css';

export type OfferDetailProps = { offer: Offer };

/**
 * One promotion or offer in full: image, title, reward, text, a countdown to its end, the terms, and the
 * actions: take part, and for a deposit offer the deposit with the offer preselected.
 */
export function OfferDetail({ offer }: OfferDetailProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const rewardText = useRewardText();
  const title = descriptionText(offer.description, 'title') ?? intl.formatMessage(sharedMessages.kindOther);
  const text = descriptionText(offer.description, 'text');
  const reward = rewardText(mainReward(offer));
  const image = descriptionImage(offer.description, 'card') ?? descriptionImage(offer.description, 'thumb');
  return (
    <article className={styles['detail']} aria-labelledby="offer-title">
      <PageHead title={title} description={text} image={image} />
      <div className={styles['media']}>
        <OfferImage src={image} width={600} height={400} eager className={styles['image']} />
      </div>
      <div className={styles['main']}>
        <OfferKindBadge offer={offer} />
        <h1 id="offer-title" className={styles['title']}>
          {title}
        </h1>
        {reward && <p className={styles['reward']}>{reward}</p>}
        {text && <p className={styles['text']}>{text}</p>}
        <OfferEnds finishedAt={offer.finished_at} size="lg" />
        <div className={styles['actions']}>
          <TakePart offer={offer} />
          {isDepositOffer(offer) && (
            <ButtonLink to={depositPathFor(offer, locale)} variant="secondary">
              {intl.formatMessage(sharedMessages.depositCta)}
            </ButtonLink>
          )}
        </div>
        <OfferTerms offer={offer} />
      </div>
    </article>
  );
}
