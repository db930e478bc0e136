import { useGetOffersQuery, useGetPopupsQuery } from '@casino/api-client';
import { buildPath } from '@casino/routing';
import { Badge, Button, ButtonLink, Dialog, type DialogComponentProps, Skeleton } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { usePageLocale } from '@casino/i18n';
import { OfferImage } from '../shared/offer-image';
import { descriptionImage, descriptionText } from '../shared/offer-model';
import { campaignTarget } from './campaign-target';
import { campaignMessages as m } from './campaign.messages';
import styles from './campaign-dialog.module.css';

export type CampaignDialogProps = DialogComponentProps<{
  /** The popups.get id: a number from the post-login queue, the `popup` query text for #popup-preview. */
  popupId?: number | string;
  offerId?: number | string | null;
  /** Opened by #popup-preview (SPEC.md 2.4): marked as a preview. */
  preview?: boolean;
}>;

/**
 * The campaign popup (SPEC.md 2.7): queued after sign-in for each popup the platform has for the player
 * (SPEC.md 4), and opened by #popup-preview?popup={id}. Shows the popup's image, title, text and one button.
 */
export function CampaignDialog({ popupId, preview = false, close }: CampaignDialogProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const popups = useGetPopupsQuery();
  const offers = useGetOffersQuery();
  const popup = popups.data?.find((item) => String(item.id) === String(popupId));

  if (!popup && (popups.isLoading || popups.isFetching)) {
    return (
      <Dialog title={intl.formatMessage(m.loading)}>
        <div className={styles['content']} aria-busy="true">
          <Skeleton shape="rect" aspectRatio="3 / 2" width="100%" />
          <Skeleton lines={2} />
        </div>
      </Dialog>
    );
  }

  if (!popup) {
    return (
      <Dialog
        title={intl.formatMessage(m.goneTitle)}
        actions={
          <ButtonLink to={buildPath('promotions.index', { locale })} onClick={() => close()}>
            {intl.formatMessage(m.goneAction)}
          </ButtonLink>
        }
      >
        <p className={styles['text']}>{intl.formatMessage(m.goneText)}</p>
      </Dialog>
    );
  }

  const text = descriptionText(popup.description, 'content') ?? descriptionText(popup.description, 'text');
  const target = campaignTarget(popup, offers.data, locale);
  return (
    <Dialog
      title={popup.title}
      actions={
        <>
          <Button variant="ghost" onClick={() => close()}>
            {intl.formatMessage(m.later)}
          </Button>
          {target && (
            <ButtonLink to={target} onClick={() => close()}>
              {descriptionText(popup.description, 'button_title') ?? intl.formatMessage(m.open)}
            </ButtonLink>
          )}
        </>
      }
    >
      <div className={styles['content']}>
        {preview && (
          <Badge tone="info" className={styles['preview']}>
            {intl.formatMessage(m.preview)}
          </Badge>
        )}
        <OfferImage src={descriptionImage(popup.description, 'card')} width={600} height={400} eager className={styles['image']} />
        {text && <p className={styles['text']}>{text}</p>}
      </div>
    </Dialog>
  );
}
