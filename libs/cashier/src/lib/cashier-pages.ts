import type { PageMap } from '@casino/routing';

/** The cashier's pages by route name of @casino/routing; each is its own chunk. */
export const cashierPages = {
  'cashier.index': () => import('./home/cashier-home-page').then((m) => m.CashierHomePage),
  'cashier.deposit.index': () => import('./deposit/deposit-page').then((m) => m.DepositPage),
  'cashier-index-deposit-index-sysname': () => import('./deposit/deposit-page').then((m) => m.DepositPage),
  'cashier.billing': () => import('./billing/billing-page').then((m) => m.BillingPage),
  'cashier.withdraw': () => import('./withdraw/withdraw-page').then((m) => m.WithdrawPage),
  'cashier.wallet': () => import('./wallet/wallet-page').then((m) => m.WalletPage),
  'cashier.history': () => import('./history/history-page').then((m) => m.HistoryPage),
  'cashier.receipt': () => import('./receipt/receipt-page').then((m) => m.ReceiptPage),
  'cashier.paysuccess': () => import('./payment-result/payment-result-page').then((m) => m.PaySuccessPage),
  'cashier.paysuccess.transaction': () => import('./payment-result/payment-result-page').then((m) => m.PaySuccessPage),
  'cashier.payfail': () => import('./payment-result/payment-result-page').then((m) => m.PayFailPage),
  'cashier.payfail.transaction': () => import('./payment-result/payment-result-page').then((m) => m.PayFailPage),
  'cashier.paycancel': () => import('./payment-result/payment-result-page').then((m) => m.PayCancelPage),
  'cashier.paypending': () => import('./payment-result/payment-result-page').then((m) => m.PayPendingPage),
  'cashier.paypending.transaction': () => import('./payment-result/payment-result-page').then((m) => m.PayPendingPage),
  'cashier.paymobile': () => import('./payment-result/pay-mobile-page').then((m) => m.PayMobilePage),
  'cashier.paynewwindow': () => import('./payment-result/pay-new-window-page').then((m) => m.PayNewWindowPage),
} satisfies PageMap;
