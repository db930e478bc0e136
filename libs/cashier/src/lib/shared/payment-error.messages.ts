import { defineMessage, defineMessages } from 'react-intl';
import type { NextStep, PaymentErrorKind } from './payment-error';

/** One player-facing text per refusal (SPEC.md 8): what happened, in words a player understands. */
export const paymentErrorMessages = defineMessages({
  BillingDepositLimitExceededException: {
    id: 'cashier.error.depositLimitExceeded',
    defaultMessage: 'This deposit is over your deposit limit, so it was not made.',
  },
  BillingTransactionDeclinedException: {
    id: 'cashier.error.transactionDeclined',
    defaultMessage: 'The payment provider declined this payment. No money was taken.',
  },
  BillingUnavailableException: {
    id: 'cashier.error.billingUnavailable',
    defaultMessage: 'This payment method is not available right now. No money was taken.',
  },
  BillingServiceErrorException: {
    id: 'cashier.error.billingServiceError',
    defaultMessage: 'The payment service had a problem and the payment was not made.',
  },
  WithdrawalDeclinedException: {
    id: 'cashier.error.withdrawalDeclined',
    defaultMessage: 'This withdrawal is more than you can withdraw right now.',
  },
  WithdrawalLimitsExceededException: {
    id: 'cashier.error.withdrawalLimitsExceeded',
    defaultMessage: 'This withdrawal is over your withdrawal limit.',
  },
  WithdrawalLimitsPeriodExceededException: {
    id: 'cashier.error.withdrawalLimitsPeriodExceeded',
    defaultMessage: 'You have made the most withdrawals allowed in 24 hours.',
  },
  KycUserProfileException: {
    id: 'cashier.error.kycUserProfile',
    defaultMessage: 'Your profile is missing your name or date of birth, which a withdrawal needs.',
  },
  KycWithdrawalException: {
    id: 'cashier.error.kycWithdrawal',
    defaultMessage: 'Withdrawals are open once your identity is verified.',
  },
  SumsubVerificationRequiredException: {
    id: 'cashier.error.sumsubVerificationRequired',
    defaultMessage: 'We need to verify your identity before this payment.',
  },
  RequisitesOnVerificationException: {
    id: 'cashier.error.requisitesOnVerification',
    defaultMessage: 'These payment details are still being checked.',
  },
  RequisitesValidationRequiredException: {
    id: 'cashier.error.requisitesValidationRequired',
    defaultMessage: 'These payment details are new to us, so we have started checking them.',
  },
  RequisitesFraudulentException: {
    id: 'cashier.error.requisitesFraudulent',
    defaultMessage: 'These payment details cannot be used.',
  },
  TooManyRequestsException: {
    id: 'cashier.error.tooManyRequests',
    defaultMessage: 'Too many attempts in a short time.',
  },
  InvalidParameterException: {
    id: 'cashier.error.invalidParameter',
    defaultMessage: 'Some details are not right. Check the highlighted fields.',
  },
  NoAnswer: {
    id: 'cashier.error.noAnswer',
    defaultMessage: 'We could not reach the cashier. If you try again, the same payment is sent, never a second one.',
  },
  Unknown: {
    id: 'cashier.error.unknown',
    defaultMessage: 'Something went wrong and the payment was not made.',
  },
}) satisfies Record<PaymentErrorKind, unknown>;

/** What to do next, said as the action the player can take (the button or link under the message). */
export const nextStepMessages = defineMessages({
  lowerAmount: { id: 'cashier.next.lowerAmount', defaultMessage: 'Lower the amount' },
  verifyIdentity: { id: 'cashier.next.verifyIdentity', defaultMessage: 'Verify your identity' },
  completeProfile: { id: 'cashier.next.completeProfile', defaultMessage: 'Complete your profile' },
  tryLater: { id: 'cashier.next.tryLater', defaultMessage: 'Please try again later.' },
  otherMethod: { id: 'cashier.next.otherMethod', defaultMessage: 'Choose another payment method' },
  contactSupport: { id: 'cashier.next.contactSupport', defaultMessage: 'Contact support' },
  retry: { id: 'cashier.next.retry', defaultMessage: 'Try again' },
  fixFields: { id: 'cashier.next.fixFields', defaultMessage: 'Correct the fields and send again.' },
}) satisfies Record<NextStep, unknown>;

export const amountLeftMessage = defineMessage<{ amount: string }>(
  { id: 'cashier.error.amountLeft', defaultMessage: 'You can use up to {amount}.' },
  { typed: true },
);
