import { followPayment } from './follow-payment';

const result = { id: 601, status: 'pending' };

describe('followPayment', () => {
  it('goes to the payment page in this tab', () => {
    expect(followPayment({ ...result, redirect_url: '/platform/pay/601' }, { mobile: false })).toEqual({ kind: 'redirect', url: '/platform/pay/601' });
  });

  it('opens a new window on desktop and this tab through paymobile on a phone', () => {
    const answer = { ...result, redirect_url: '/pay', is_new_window: true };
    expect(followPayment(answer, { mobile: false })).toEqual({ kind: 'newWindow', url: '/pay', transaction: '601' });
    expect(followPayment(answer, { mobile: true })).toEqual({ kind: 'mobile', url: '/pay' });
  });

  it('waits on the pending page when there is no payment page', () => {
    expect(followPayment({ ...result, redirect_url: null }, { mobile: false })).toEqual({ kind: 'pending', transaction: '601' });
  });
});
