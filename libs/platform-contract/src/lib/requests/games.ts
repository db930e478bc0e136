import * as v from 'valibot';
import { commaList, jsonObject, MESSAGES, numericId, optionalIsoDate, optionalText, paging, requiredText } from './fields';

/** games.get: an `options` JSON string and/or plain fields; `sysname` fetches given games. */
export const gamesGetQuerySchema = v.object({
  options: jsonObject,
  offset: optionalText,
  count: optionalText,
  category: optionalText,
  providers: optionalText,
  search: optionalText,
  sysname: optionalText,
  sysnames: optionalText,
  tags: optionalText,
});

export const gameLikesQuerySchema = v.object({ sysnames: commaList });
export const gameLikeBodySchema = v.object({ sysname: requiredText });
export const gameProvidersQuerySchema = v.object({ fields: commaList, types: commaList });

export const gameHistoryQuerySchema = v.object({
  ...paging(20),
  date_from: optionalIsoDate,
  date_to: optionalIsoDate,
  mode: v.optional(v.nullable(v.picklist(['real', 'demo'], MESSAGES.wrongField))),
});
export const createHistoryExportBodySchema = v.object({
  date_from: optionalIsoDate,
  date_to: optionalIsoDate,
  format: v.optional(v.nullable(v.picklist(['csv'], MESSAGES.wrongField)), 'csv'),
});

export const jackpotsGetQuerySchema = v.object({ currency: optionalText });
export const jackpotWinnersQuerySchema = v.object({ ...paging(20), jackpot_id: v.optional(numericId) });

export const tournamentsGetQuerySchema = v.object({
  ...paging(20),
  id: v.optional(numericId),
  status: v.pipe(commaList, v.check((list) => list.every((status) => ['active', 'upcoming', 'finished'].includes(status)), MESSAGES.wrongField)),
});
export const leaderboardQuerySchema = v.object({ ...paging(20), tournament_id: numericId });
export const participateBodySchema = v.object({ tournament_id: numericId });
