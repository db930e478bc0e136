import { defineMessage, defineMessages } from 'react-intl';

export const shopDialogMessages = defineMessages({
  confirm: { id: 'loyalty.shopDialogs.confirm', defaultMessage: 'Buy now' },
  buyFailed: { id: 'loyalty.shopDialogs.buyFailed', defaultMessage: 'The purchase did not go through. Your points were not spent; please try again.' },
  levelTooLow: { id: 'loyalty.shopDialogs.levelTooLow', defaultMessage: 'Your level is too low for this product yet. Keep playing to unlock it.' },
  boughtTitle: { id: 'loyalty.shopDialogs.boughtTitle', defaultMessage: 'It is yours!' },
  backToShop: { id: 'loyalty.shopDialogs.backToShop', defaultMessage: 'Back to the shop' },
  play: { id: 'loyalty.shopDialogs.play', defaultMessage: 'Play now' },
  insufficientText: { id: 'loyalty.shopDialogs.insufficientText', defaultMessage: 'Not enough points yet. Keep playing to earn more.' },
  close: { id: 'loyalty.shopDialogs.close', defaultMessage: 'Close' },
});

export const confirmTitleMessage = defineMessage<{ title: string }>(
  { id: 'loyalty.shopDialogs.confirmTitle', defaultMessage: 'Buy {title}?' },
  { typed: true },
);

export const confirmTextMessage = defineMessage<{ price: string; left: string }>(
  { id: 'loyalty.shopDialogs.confirmText', defaultMessage: 'It costs {price}. You will have {left} left.' },
  { typed: true },
);

export const boughtTextMessage = defineMessage<{ title: string }>(
  { id: 'loyalty.shopDialogs.boughtText', defaultMessage: '{title} has been added to your account.' },
  { typed: true },
);

export const pointsLeftMessage = defineMessage<{ points: string }>(
  { id: 'loyalty.shopDialogs.pointsLeft', defaultMessage: 'You have {points} left.' },
  { typed: true },
);

export const insufficientTitleMessage = defineMessage<{ alias: string }>(
  { id: 'loyalty.shopDialogs.insufficientTitle', defaultMessage: 'Not enough {alias}' },
  { typed: true },
);

export const missingMessage = defineMessage<{ missing: string; title: string }>(
  { id: 'loyalty.shopDialogs.missing', defaultMessage: 'You need {missing} more for {title}.' },
  { typed: true },
);
