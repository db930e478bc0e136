/// <reference types="vite/client" />
import { defineCatalogue } from '@casino/i18n';
import { pageDataOnDemand } from '@casino/routing';
import type { Feature } from '@casino/ui-kit';
import { cashierBilling } from './billing/billing-rule';

/** The four payment result pages come in one chunk (one module, one page per outcome). */
const paymentResultPage = (name: 'PaySuccessPage' | 'PayFailPage' | 'PayCancelPage' | 'PayPendingPage') => () =>
  import('./payment-result/payment-result-page').then((m) => m[name]);

/** The cashier: deposit, billing, withdrawal, wallet, history, receipt and the payment result pages. */
export const cashierFeature: Feature = {
  name: 'cashier',
  pages: {
    'cashier.index': () => import('./home/cashier-home-page').then((m) => m.CashierHomePage),
    'cashier.deposit.index': () => import('./deposit/deposit-page').then((m) => m.DepositPage),
    'cashier-index-deposit-index-sysname': () => import('./deposit/deposit-page').then((m) => m.DepositPage),
    'cashier.billing': () => import('./billing/billing-page').then((m) => m.BillingPage),
    'cashier.withdraw': () => import('./withdraw/withdraw-page').then((m) => m.WithdrawPage),
    'cashier.wallet': () => import('./wallet/wallet-page').then((m) => m.WalletPage),
    'cashier.history': () => import('./history/history-page').then((m) => m.HistoryPage),
    'cashier.receipt': () => import('./receipt/receipt-page').then((m) => m.ReceiptPage),
    'cashier.paysuccess': paymentResultPage('PaySuccessPage'),
    'cashier.paysuccess.transaction': paymentResultPage('PaySuccessPage'),
    'cashier.payfail': paymentResultPage('PayFailPage'),
    'cashier.payfail.transaction': paymentResultPage('PayFailPage'),
    'cashier.paycancel': paymentResultPage('PayCancelPage'),
    'cashier.paypending': paymentResultPage('PayPendingPage'),
    'cashier.paypending.transaction': paymentResultPage('PayPendingPage'),
    'cashier.paymobile': () => import('./payment-result/pay-mobile-page').then((m) => m.PayMobilePage),
    'cashier.paynewwindow': () => import('./payment-result/pay-new-window-page').then((m) => m.PayNewWindowPage),
  },
  pageData: pageDataOnDemand(['cashier.deposit.index', 'cashier-index-deposit-index-sysname'], () =>
    import('./cashier-page-data').then((m) => m.cashierPageData),
  ),
  dialogs: () => import('./cashier-dialogs').then((module) => module.cashierDialogs),
  messages: defineCatalogue(import.meta.glob('../messages/*.json', { import: 'default' })),
  guardRules: [{ name: 'cashier-billing', guard: cashierBilling }],
};
