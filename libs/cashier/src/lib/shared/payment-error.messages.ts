import { defineMessage } from 'react-intl';
import type { NextStep, PaymentErrorKind } from './payment-error';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

/** One player-facing text per refusal (SPEC.md 8): what happened, in words a player understands. */
export const paymentErrorMessages = texts('cashier.error') satisfies Record<PaymentErrorKind, unknown>;

/** What to do next, said as the action the player can take (the button or link under the message). */
export const nextStepMessages = texts('cashier.next') satisfies Record<NextStep, unknown>;

export const amountLeftMessage = defineMessage<{ amount: string }>(texts('cashier.error').amountLeft, { typed: true });
