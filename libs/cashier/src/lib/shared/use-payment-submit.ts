import { useCallback, useRef, useState } from 'react';
import { describePaymentError, type PaymentErrorView } from './payment-error';
import { PaymentAttempt } from './payment-attempt';

export type PaymentOutcome<Result> = { ok: true; result: Result } | { ok: false; error: PaymentErrorView } | { ok: false; busy: true };

export type PaymentSubmit<Values, Result> = {
  /** Sends the values, unless a send is already on its way (a double click): then it answers `busy`. */
  submit: (values: Values) => Promise<PaymentOutcome<Result>>;
  /** The last refusal, for the notice; cleared by the next send. */
  error: PaymentErrorView | null;
  sending: boolean;
};

/**
 * One payment at a time with its Idempotency-Key: a double click sends once, a retry after no answer
 * reuses the key (the platform answers what it did the first time), and the refusal is kept for the
 * notice while the form keeps every value.
 */
export function usePaymentSubmit<Values, Result>(send: (values: Values, idempotencyKey: string) => Promise<Result>): PaymentSubmit<Values, Result> {
  const attempt = useRef(new PaymentAttempt());
  const busy = useRef(false);
  const [error, setError] = useState<PaymentErrorView | null>(null);
  const [sending, setSending] = useState(false);

  const submit = useCallback(
    async (values: Values): Promise<PaymentOutcome<Result>> => {
      if (busy.current) return { ok: false, busy: true };
      busy.current = true;
      setSending(true);
      setError(null);
      try {
        const result = await send(values, attempt.current.keyFor(values));
        attempt.current.settle(false);
        return { ok: true, result };
      } catch (caught) {
        const view = describePaymentError(caught);
        attempt.current.settle(view.outcomeUnknown);
        setError(view);
        return { ok: false, error: view };
      } finally {
        busy.current = false;
        setSending(false);
      }
    },
    [send],
  );

  return { submit, error, sending };
}
