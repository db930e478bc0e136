import { defineMessages } from 'react-intl';

/** Labels of the payment details a method may ask for, by field type. */
export const requisiteMessages = defineMessages({
  cardHolder: { id: 'cashier.requisite.cardHolder', defaultMessage: 'Card holder name' },
  cardNumber: { id: 'cashier.requisite.cardNumber', defaultMessage: 'Card number' },
  iban: { id: 'cashier.requisite.iban', defaultMessage: 'IBAN' },
  cpf: { id: 'cashier.requisite.cpf', defaultMessage: 'CPF number' },
  bank: { id: 'cashier.requisite.bank', defaultMessage: 'Bank' },
  text: { id: 'cashier.requisite.wallet', defaultMessage: 'Wallet address' },
  bankPlaceholder: { id: 'cashier.requisite.bankPlaceholder', defaultMessage: 'Choose your bank' },
});
