import { defineMessages } from 'react-intl';

export const responsibleGameMessages = defineMessages({
  title: { id: 'profile.responsibleGame.title', defaultMessage: 'Responsible gaming' },
  intro: { id: 'profile.responsibleGame.intro', defaultMessage: 'Play for fun, within limits you choose. These tools help you stay in control.' },
  limitTitle: { id: 'profile.responsibleGame.limitTitle', defaultMessage: 'Deposit limit' },
  noLimit: { id: 'profile.responsibleGame.noLimit', defaultMessage: 'You have no deposit limit.' },
  noLimitHint: { id: 'profile.responsibleGame.noLimitHint', defaultMessage: 'To set a daily, weekly or monthly limit, contact support.' },
  limitAmount: { id: 'profile.responsibleGame.limitAmount', defaultMessage: 'Limit' },
  available: { id: 'profile.responsibleGame.available', defaultMessage: 'Still available' },
  period: { id: 'profile.responsibleGame.period', defaultMessage: 'Period' },
  periodDay: { id: 'profile.responsibleGame.periodDay', defaultMessage: 'Day' },
  periodWeek: { id: 'profile.responsibleGame.periodWeek', defaultMessage: 'Week' },
  periodMonth: { id: 'profile.responsibleGame.periodMonth', defaultMessage: 'Month' },
  resetsOn: { id: 'profile.responsibleGame.resetsOn', defaultMessage: 'Renews on' },
  used: { id: 'profile.responsibleGame.used', defaultMessage: 'Deposited this period' },
  changeLimit: { id: 'profile.responsibleGame.changeLimit', defaultMessage: 'To change your limit, contact support.' },
  selfExclusionTitle: { id: 'profile.responsibleGame.selfExclusionTitle', defaultMessage: 'Self-exclusion' },
  selfExclusionText: {
    id: 'profile.responsibleGame.selfExclusionText',
    defaultMessage: 'If you need a break, you can close your account for a period from 6 months up to 5 years. During that time you cannot sign in, deposit or play, and we stop all marketing.',
  },
  selfExclusionHow: { id: 'profile.responsibleGame.selfExclusionHow', defaultMessage: 'Our support team sets it up for you and cannot undo it before the period ends.' },
  contactSupport: { id: 'profile.responsibleGame.contactSupport', defaultMessage: 'Contact support' },
  tipsTitle: { id: 'profile.responsibleGame.tipsTitle', defaultMessage: 'Play safely' },
  tipBudget: { id: 'profile.responsibleGame.tipBudget', defaultMessage: 'Decide on a budget before you play, and never chase your losses.' },
  tipTime: { id: 'profile.responsibleGame.tipTime', defaultMessage: 'Take regular breaks and keep track of time.' },
  tipFun: { id: 'profile.responsibleGame.tipFun', defaultMessage: 'Gambling is entertainment, not a way to make money.' },
});
