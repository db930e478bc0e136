import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const responsibleGameMessages = texts('profile.responsibleGame');

/** The texts with values, typed so every use passes them. */
export const responsibleGameValueMessages = {
  coolingOff: defineMessage<{ hours: number }>(responsibleGameMessages.coolingOff, { typed: true }),
  minutes: defineMessage<{ minutes: number }>(responsibleGameMessages.minutes, { typed: true }),
  renews: defineMessage<{ date: string }>(responsibleGameMessages.renews, { typed: true }),
  pendingChange: defineMessage<{ value: string; date: string }>(responsibleGameMessages.pendingChange, { typed: true }),
  pendingRemoval: defineMessage<{ date: string }>(responsibleGameMessages.pendingRemoval, { typed: true }),
  formLabel: defineMessage<{ title: string }>(responsibleGameMessages.formLabel, { typed: true }),
  appliesLater: defineMessage<{ date: string }>(responsibleGameMessages.appliesLater, { typed: true }),
  raiseWaiting: defineMessage<{ date: string }>(responsibleGameMessages.raiseWaiting, { typed: true }),
  realityEvery: defineMessage<{ minutes: number }>(responsibleGameMessages.realityEvery, { typed: true }),
  confirmTimeOutTitle: defineMessage<{ duration: string }>(responsibleGameMessages.confirmTimeOutTitle, { typed: true }),
  confirmSelfExclusionTitle: defineMessage<{ duration: string }>(responsibleGameMessages.confirmSelfExclusionTitle, { typed: true }),
  signedOutUntil: defineMessage<{ date: string }>(responsibleGameMessages.signedOutUntil, { typed: true }),
};

