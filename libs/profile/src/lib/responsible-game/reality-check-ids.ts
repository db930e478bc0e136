/** The reality check's popup (profile dialogs), opened by the reality-check effect and closable only by the player's choice. */
export const REALITY_CHECK_DIALOG_ID = 'reality-check';

/** The warning before the session-time limit ends the session (profile dialogs), opened by the session-limit effect. */
export const SESSION_LIMIT_WARNING_DIALOG_ID = 'session-limit-warning';
