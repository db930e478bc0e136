import { PaymentAttempt } from './payment-attempt';

const counter = () => {
  let next = 0;
  return () => `key-${++next}`;
};

describe('PaymentAttempt', () => {
  it('keeps the key for the same values until the outcome is known', () => {
    const attempt = new PaymentAttempt(counter());
    expect(attempt.keyFor({ amount: 50 })).toBe('key-1');
    attempt.settle(true);
    expect(attempt.keyFor({ amount: 50 })).toBe('key-1');
    attempt.settle(false);
    expect(attempt.keyFor({ amount: 50 })).toBe('key-2');
  });

  it('starts a new attempt when the values change', () => {
    const attempt = new PaymentAttempt(counter());
    expect(attempt.keyFor({ amount: 50 })).toBe('key-1');
    attempt.settle(true);
    expect(attempt.keyFor({ amount: 60 })).toBe('key-2');
  });
});
