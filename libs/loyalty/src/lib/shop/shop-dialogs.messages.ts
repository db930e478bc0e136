import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const shopDialogMessages = texts('loyalty.shopDialogs');

export const confirmTitleMessage = defineMessage<{ title: string }>(shopDialogMessages.confirmTitle, { typed: true });

export const confirmTextMessage = defineMessage<{ price: string; left: string }>(shopDialogMessages.confirmText, { typed: true });

export const boughtTextMessage = defineMessage<{ title: string }>(shopDialogMessages.boughtText, { typed: true });

export const pointsLeftMessage = defineMessage<{ points: string }>(shopDialogMessages.pointsLeft, { typed: true });

export const insufficientTitleMessage = defineMessage<{ alias: string }>(shopDialogMessages.insufficientTitle, { typed: true });

export const missingMessage = defineMessage<{ missing: string; title: string }>(shopDialogMessages.missing, { typed: true });
