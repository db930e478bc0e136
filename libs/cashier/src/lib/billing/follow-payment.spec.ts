import { followPayment } from './follow-payment';

const result = { id: 601, status: 'pending' };
const SITE = { origin: 'https://casino.example' };

describe('followPayment', () => {
  it('goes to the payment page in this tab', () => {
    expect(followPayment({ ...result, redirect_url: '/platform/pay/601' }, { mobile: false, ...SITE })).toEqual({ kind: 'redirect', url: '/platform/pay/601' });
    expect(followPayment({ ...result, redirect_url: 'https://psp.example/checkout?id=9' }, { mobile: false, ...SITE })).toEqual({
      kind: 'redirect',
      url: 'https://psp.example/checkout?id=9',
    });
  });

  it('opens a new window on desktop and this tab through paymobile on a phone', () => {
    const answer = { ...result, redirect_url: '/pay', is_new_window: true };
    expect(followPayment(answer, { mobile: false, ...SITE })).toEqual({ kind: 'newWindow', url: '/pay', transaction: '601' });
    expect(followPayment(answer, { mobile: true, ...SITE })).toEqual({ kind: 'mobile', url: '/pay' });
  });

  it('waits on the pending page when there is no payment page, or none a browser should open', () => {
    expect(followPayment({ ...result, redirect_url: null }, { mobile: false, ...SITE })).toEqual({ kind: 'pending', transaction: '601' });
    for (const redirect_url of [['javascript', 'alert(1)'].join(':'), 'data:text/html,x', 'https://ok.example@psp.example/', '   ']) {
      expect(followPayment({ ...result, redirect_url }, { mobile: false, ...SITE })).toEqual({ kind: 'pending', transaction: '601' });
    }
  });

  it('reads the page as a browser would: a tab or a backslash does not hide where it leads', () => {
    expect(followPayment({ ...result, redirect_url: '/\t/psp.example/pay' }, { mobile: false, ...SITE })).toEqual({ kind: 'redirect', url: 'https://psp.example/pay' });
    expect(followPayment({ ...result, redirect_url: 'https://casino.example/platform/pay/601' }, { mobile: false, ...SITE })).toEqual({
      kind: 'redirect',
      url: '/platform/pay/601',
    });
  });
});
