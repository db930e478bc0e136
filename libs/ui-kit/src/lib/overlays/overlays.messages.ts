import { defineMessages } from 'react-intl';

export const overlayMessages = defineMessages({
  close: { id: 'uiKit.dialog.close', defaultMessage: 'Close' },
  confirm: { id: 'uiKit.confirmDialog.confirm', defaultMessage: 'Confirm' },
  cancel: { id: 'uiKit.confirmDialog.cancel', defaultMessage: 'Cancel' },
  dismissToast: { id: 'uiKit.toast.dismiss', defaultMessage: 'Dismiss notification' },
  notifications: { id: 'uiKit.toast.region', defaultMessage: 'Notifications' },
});
