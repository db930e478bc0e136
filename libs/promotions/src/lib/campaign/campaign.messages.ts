import { defineMessages } from 'react-intl';

export const campaignMessages = defineMessages({
  loading: { id: 'promotions.campaign.loading', defaultMessage: 'Loading the campaign' },
  preview: { id: 'promotions.campaign.preview', defaultMessage: 'Preview' },
  open: { id: 'promotions.campaign.open', defaultMessage: 'Take the offer' },
  later: { id: 'promotions.campaign.later', defaultMessage: 'Maybe later' },
  goneTitle: { id: 'promotions.campaign.goneTitle', defaultMessage: 'This campaign has ended' },
  goneText: { id: 'promotions.campaign.goneText', defaultMessage: 'It is no longer available, but other promotions are running now.' },
  goneAction: { id: 'promotions.campaign.goneAction', defaultMessage: 'See promotions' },
});
