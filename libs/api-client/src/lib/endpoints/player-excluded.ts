import { createAction } from '@reduxjs/toolkit';

/**
 * The player took a time-out or excluded themselves, which ends their sessions: a plain action, so the session's
 * listeners hear of it without matching the responsible-gaming endpoints, which would bring those endpoints and
 * their schemas into every first page.
 */
export const playerExcluded = createAction('platformApi/playerExcluded');
