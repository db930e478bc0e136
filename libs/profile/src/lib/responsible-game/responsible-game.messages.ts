import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const responsibleGameMessages = texts('profile.responsibleGame');

/** The texts with values, typed so every use passes them. */
export const responsibleGameValueMessages = {
  coolingOff: defineMessage<{ hours: number }>(texts('profile.responsibleGame').coolingOff, { typed: true }),
  minutes: defineMessage<{ minutes: number }>(texts('profile.responsibleGame').minutes, { typed: true }),
  renews: defineMessage<{ date: string }>(texts('profile.responsibleGame').renews, { typed: true }),
  pendingChange: defineMessage<{ value: string; date: string }>(texts('profile.responsibleGame').pendingChange, { typed: true }),
  pendingRemoval: defineMessage<{ date: string }>(texts('profile.responsibleGame').pendingRemoval, { typed: true }),
  formLabel: defineMessage<{ title: string }>(texts('profile.responsibleGame').formLabel, { typed: true }),
  appliesLater: defineMessage<{ date: string }>(texts('profile.responsibleGame').appliesLater, { typed: true }),
  raiseWaiting: defineMessage<{ date: string }>(texts('profile.responsibleGame').raiseWaiting, { typed: true }),
  realityEvery: defineMessage<{ minutes: number }>(texts('profile.responsibleGame').realityEvery, { typed: true }),
  confirmTimeOutTitle: defineMessage<{ duration: string }>(texts('profile.responsibleGame').confirmTimeOutTitle, { typed: true }),
  confirmSelfExclusionTitle: defineMessage<{ duration: string }>(texts('profile.responsibleGame').confirmSelfExclusionTitle, { typed: true }),
  signedOutUntil: defineMessage<{ date: string }>(texts('profile.responsibleGame').signedOutUntil, { typed: true }),
};

