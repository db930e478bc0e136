import { defineMessages } from 'react-intl';

export const fieldMessages = defineMessages({
  optional: { id: 'uiKit.field.optional', defaultMessage: 'optional' },
  showPassword: { id: 'uiKit.passwordField.show', defaultMessage: 'Show password' },
  hidePassword: { id: 'uiKit.passwordField.hide', defaultMessage: 'Hide password' },
  countryCode: { id: 'uiKit.phoneField.countryCode', defaultMessage: 'Country code' },
  datePlaceholder: { id: 'uiKit.dateField.placeholder', defaultMessage: 'dd.mm.yyyy' },
  selectPlaceholder: { id: 'uiKit.select.placeholder', defaultMessage: 'Choose an option' },
  quickAmounts: { id: 'uiKit.amountField.quickAmounts', defaultMessage: 'Quick amounts' },
});
