import { createIdempotencyKey } from '@casino/api-client';

/**
 * The Idempotency-Key of one payment attempt. The same values sent again after an unknown outcome (no
 * answer, a gateway error) reuse the key, so the platform answers what it did the first time and money
 * moves once; a definite answer (paid, refused) or changed values start a new attempt with a new key.
 */
export class PaymentAttempt {
  private current: { key: string; values: string } | null = null;

  constructor(private readonly newKey: () => string = createIdempotencyKey) {}

  /** The key to send these values with. */
  keyFor(values: unknown): string {
    const fingerprint = JSON.stringify(values);
    if (this.current?.values !== fingerprint) this.current = { key: this.newKey(), values: fingerprint };
    return this.current.key;
  }

  /** Call with the outcome of a send: only an unknown outcome keeps the key for a retry. */
  settle(outcomeUnknown: boolean): void {
    if (!outcomeUnknown) this.current = null;
  }
}
