/** The reality check's popup (profile dialogs), opened by the reality-check effect and closable only by the player's choice. */
export const REALITY_CHECK_DIALOG_ID = 'reality-check';
