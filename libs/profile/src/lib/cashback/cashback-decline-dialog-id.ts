/** The confirm dialog that declines the waiting cashback (cashbacks.remove); profile dialogs. */
export const CASHBACK_DECLINE_DIALOG_ID = 'cashback-decline';
