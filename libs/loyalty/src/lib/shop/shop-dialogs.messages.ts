import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const shopDialogMessages = texts('loyalty.shopDialogs');

export const confirmTitleMessage = defineMessage<{ title: string }>(
  texts('loyalty.shopDialogs').confirmTitle,
  { typed: true },
);

export const confirmTextMessage = defineMessage<{ price: string; left: string }>(
  texts('loyalty.shopDialogs').confirmText,
  { typed: true },
);

export const boughtTextMessage = defineMessage<{ title: string }>(
  texts('loyalty.shopDialogs').boughtText,
  { typed: true },
);

export const pointsLeftMessage = defineMessage<{ points: string }>(
  texts('loyalty.shopDialogs').pointsLeft,
  { typed: true },
);

export const insufficientTitleMessage = defineMessage<{ alias: string }>(
  texts('loyalty.shopDialogs').insufficientTitle,
  { typed: true },
);

export const missingMessage = defineMessage<{ missing: string; title: string }>(
  texts('loyalty.shopDialogs').missing,
  { typed: true },
);
