import { defineMessage, defineMessages } from 'react-intl';

export const walletMessages = defineMessages({
  title: { id: 'cashier.wallet.title', defaultMessage: 'Wallet' },
  balances: { id: 'cashier.wallet.balances', defaultMessage: 'Your balances' },
  balance_main: { id: 'cashier.wallet.main', defaultMessage: 'Main balance' },
  balance_bonus: { id: 'cashier.wallet.bonus', defaultMessage: 'Casino bonus' },
  balance_betting_bonus: { id: 'cashier.wallet.bettingBonus', defaultMessage: 'Betting bonus' },
  balance_fun: { id: 'cashier.wallet.fun', defaultMessage: 'Demo coins' },
  convertedTitle: { id: 'cashier.wallet.convertedTitle', defaultMessage: 'Main balance in other currencies' },
  convertedNote: { id: 'cashier.wallet.convertedNote', defaultMessage: 'Approximate, at today’s rates. Your balance stays in your account currency.' },
  currencyTitle: { id: 'cashier.wallet.currencyTitle', defaultMessage: 'Account currency' },
  currency: { id: 'cashier.wallet.currency', defaultMessage: 'Currency' },
  currencyHint: { id: 'cashier.wallet.currencyHint', defaultMessage: 'You can change the currency until your first payment.' },
  currencySave: { id: 'cashier.wallet.currencySave', defaultMessage: 'Change currency' },
  currencyChanged: { id: 'cashier.wallet.currencyChanged', defaultMessage: 'Your account currency was changed.' },
  currencyLocked: { id: 'cashier.wallet.currencyLocked', defaultMessage: 'The currency cannot be changed after your first payment. Contact support if you need another currency.' },
  currencyFailed: { id: 'cashier.wallet.currencyFailed', defaultMessage: 'The currency could not be changed. Please try again later.' },
});
/** Demo money is counted in demo coins, never in a real currency (DESIGN.md). */
export const demoCoinsMessage = defineMessage<{ amount: string }>(
  { id: 'cashier.wallet.demoCoinsAmount', defaultMessage: '{amount} demo coins' },
  { typed: true },
);
