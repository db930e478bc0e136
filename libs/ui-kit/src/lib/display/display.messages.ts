import { defineMessages } from 'react-intl';

export const displayMessages = defineMessages({
  tableEmpty: { id: 'uiKit.table.empty', defaultMessage: 'No records yet' },
});
