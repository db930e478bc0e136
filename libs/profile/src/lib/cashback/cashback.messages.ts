import { defineMessage, defineMessages } from 'react-intl';

export const cashbackMessages = defineMessages({
  title: { id: 'profile.cashback.title', defaultMessage: 'Cashback' },
  intro: { id: 'profile.cashback.intro', defaultMessage: 'Part of your losses comes back to you every week. Claim it before it expires.' },
  availableTitle: { id: 'profile.cashback.availableTitle', defaultMessage: 'Ready to claim' },
  historyTitle: { id: 'profile.cashback.historyTitle', defaultMessage: 'Paid out' },
  historyCaption: { id: 'profile.cashback.historyCaption', defaultMessage: 'Cashback paid out to you' },
  claim: { id: 'profile.cashback.claim', defaultMessage: 'Claim cashback' },
  claimAll: { id: 'profile.cashback.claimAll', defaultMessage: 'Claim all' },
  claimBefore: { id: 'profile.cashback.claimBefore', defaultMessage: 'Claim before' },
  period: { id: 'profile.cashback.period', defaultMessage: 'Period ended' },
  amount: { id: 'profile.cashback.amount', defaultMessage: 'Amount' },
  paidOn: { id: 'profile.cashback.paidOn', defaultMessage: 'Paid on' },
  percent: { id: 'profile.cashback.percent', defaultMessage: 'Rate' },
  claimed: { id: 'profile.cashback.claimed', defaultMessage: 'Cashback is on your balance.' },
  claimFailed: { id: 'profile.cashback.claimFailed', defaultMessage: 'This cashback can no longer be claimed. It may have expired.' },
  noneAvailable: { id: 'profile.cashback.noneAvailable', defaultMessage: 'Nothing to claim right now. Cashback is counted at the end of each period.' },
  emptyTitle: { id: 'profile.cashback.emptyTitle', defaultMessage: 'No cashback yet' },
  emptyText: { id: 'profile.cashback.emptyText', defaultMessage: 'Cashback is counted from your play each period. Play in the game hall, and it will appear here.' },
  emptyAction: { id: 'profile.cashback.emptyAction', defaultMessage: 'Go to the game hall' },
  dialogTitle: { id: 'profile.cashback.dialogTitle', defaultMessage: 'You have cashback!' },
  dialogText: { id: 'profile.cashback.dialogText', defaultMessage: 'Part of your losses came back to you. Claim it now or later in your profile.' },
  dialogLater: { id: 'profile.cashback.dialogLater', defaultMessage: 'Later' },
  dialogDetails: { id: 'profile.cashback.dialogDetails', defaultMessage: 'See my cashback' },
  decline: { id: 'profile.cashback.decline', defaultMessage: 'Decline' },
  declineTitle: { id: 'profile.cashback.declineTitle', defaultMessage: 'Decline your cashback?' },
  declineText: { id: 'profile.cashback.declineText', defaultMessage: 'The cashback waiting for you is removed and cannot be claimed later.' },
  declineConfirm: { id: 'profile.cashback.declineConfirm', defaultMessage: 'Decline it' },
  declineKeep: { id: 'profile.cashback.declineKeep', defaultMessage: 'Keep it' },
  declined: { id: 'profile.cashback.declined', defaultMessage: 'Cashback declined.' },
  declineFailed: { id: 'profile.cashback.declineFailed', defaultMessage: 'The cashback could not be declined. Try again in a moment.' },
});

export const cashbackAmountMessage = defineMessage<{ amount: string }>(
  { id: 'profile.cashback.dialogAmount', defaultMessage: '{amount} is waiting for you.' },
  { typed: true },
);
