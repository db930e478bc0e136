import * as v from 'valibot';
import { commaList, email, MESSAGES, optionalText, requiredText } from './fields';

export const metadataGetQuerySchema = v.object({ url: optionalText });
export const popupsGetQuerySchema = v.object({ url: optionalText });

export const storageGetQuerySchema = v.object({ keys: commaList });
export const storageSetBodySchema = v.object({
  key: v.pipe(requiredText, v.maxLength(64, MESSAGES.maxLength(64)), v.regex(/^[\w.-]+$/, MESSAGES.wrongField)),
  value: v.pipe(v.nullish(v.string(), ''), v.transform((value) => value ?? '')),
});

/** The access-token request: `externalActionId` names an applicant action when a flow needs one (at most 100 characters). */
export const accessTokenBodySchema = v.object({
  externalActionId: v.pipe(optionalText, v.check((value) => value === undefined || value.length <= 100, MESSAGES.maxLength(100))),
});

export const sendFeedbackBodySchema = v.object({
  email,
  name: optionalText,
  subject: optionalText,
  text: v.pipe(requiredText, v.maxLength(2000, MESSAGES.maxLength(2000))),
});

export const chatEventBodySchema = v.object({
  channel_id: requiredText,
  conversation_id: requiredText,
  text: v.pipe(v.nullish(v.string(), ''), v.transform((value) => value ?? '')),
  event: v.picklist(['message_sent', 'message_received'], MESSAGES.wrongField),
});

export const eventsHandleQuerySchema = v.object({
  event_name: v.pipe(requiredText, v.maxLength(100, MESSAGES.maxLength(100))),
  event_params: optionalText,
});
