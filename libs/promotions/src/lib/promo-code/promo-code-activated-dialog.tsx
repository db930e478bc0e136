import type { Offer } from '@casino/platform-contract';
import { Button, ButtonLink, Dialog, type DialogComponentProps } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { usePageLocale } from '@casino/i18n';
import { depositPathFor } from '../shared/deposit-path';
import { OfferImage } from '../shared/offer-image';
import { descriptionImage, descriptionText, isDepositOffer, mainReward } from '../shared/offer-model';
import { sharedMessages } from '../shared/shared.messages';
import { useRewardText } from '../shared/use-reward-text';
import { activatedGrantedMessage, activatedMessages as m, activatedTakenMessage } from './promo-code.messages';
import styles from './promo-code-activated-dialog.module.css';

export type PromoCodeActivatedDialogProps = DialogComponentProps<{
  /** campaigns.activateOffer's status: `activated` (granted now) or `taken` (applies to the next deposit). */
  status?: string;
  offer?: Offer;
}>;

/** The promo-code-activated popup (SPEC.md 2.7): what the code gave, and the deposit when the offer waits for one. */
export function PromoCodeActivatedDialog({ status = 'activated', offer, close }: PromoCodeActivatedDialogProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const rewardText = useRewardText();
  const title = (offer && descriptionText(offer.description, 'title')) ?? intl.formatMessage(sharedMessages.kindOther);
  const reward = offer && rewardText(mainReward(offer));
  const waitsForDeposit = status === 'taken' && offer !== undefined && isDepositOffer(offer);
  return (
    <Dialog
      title={intl.formatMessage(m.title)}
      actions={
        <>
          <Button variant={waitsForDeposit ? 'ghost' : 'primary'} onClick={() => close()}>
            {intl.formatMessage(m.ok)}
          </Button>
          {waitsForDeposit && (
            <ButtonLink to={depositPathFor(offer, locale)} onClick={() => close()}>
              {intl.formatMessage(m.depositCta)}
            </ButtonLink>
          )}
        </>
      }
    >
      <div className={styles['content']}>
        {offer && <OfferImage src={descriptionImage(offer.description, 'card')} width={600} height={400} eager className={styles['image']} />}
        <p className={styles['message']}>{intl.formatMessage(status === 'taken' ? activatedTakenMessage : activatedGrantedMessage, { title })}</p>
        {reward && <p className={styles['reward']}>{reward}</p>}
      </div>
    </Dialog>
  );
}
