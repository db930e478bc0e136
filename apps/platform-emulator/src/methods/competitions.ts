import { jackpotsGetQuerySchema, jackpotWinnersQuerySchema, leaderboardQuerySchema, participateBodySchema, tournamentsGetQuerySchema } from '@casino/platform-contract/requests';
import { hasText, t, type TextKey } from '../content/texts';
import { clockNow } from '../db/clock';
import type { Db } from '../db/database';
import { nowIso, sql, toAmount } from '../db/sql';
import { invalidParameter } from '../platform/fault';
import { method, type MethodTable } from '../platform/method';
import { sceneWord } from '../art/scenes';
import { artLangQuery } from '../art/words';
import { gameImageUrl } from './games';

type JackpotRow = { id: number; sysname: string; name: string; currency: string; amount: number; seed_amount: number; growth_per_hour: number; updated_at: number; sort: number };

/** A jackpot pool grows with time (growth per hour) and with every bet (see the demo games). */
export const jackpotAmount = (row: JackpotRow, now: number) => row.amount + Math.floor(((now - row.updated_at) / 3_600_000) * row.growth_per_hour);

/** A pool's name in the locale (the seeded pools have texts; any other keeps its stored name). */
export const jackpotName = (row: Pick<JackpotRow, 'sysname' | 'name'>, locale: string) => {
  const key = `jackpot.${row.sysname}`;
  return hasText(key) ? t(key, locale) : row.name;
};

const jackpotItem = (row: JackpotRow, locale: string, now: number) => ({
  id: row.id,
  sysname: row.sysname,
  name: jackpotName(row, locale),
  amount: { amount: toAmount(jackpotAmount(row, now)), currency: row.currency },
  growth_per_hour: toAmount(row.growth_per_hour),
  description: {
    title: jackpotName(row, locale),
    text: t('jackpot.description', locale),
    // The art draws the tier's word, in the player's language.
    img_288_192: `/platform/images/jackpots/${row.sysname}-288x192.png${artLangQuery(sceneWord('jackpots', row.sysname), locale)}`,
    img_1200_400: `/platform/images/jackpots/${row.sysname}-1200x400.png${artLangQuery(sceneWord('jackpots', row.sysname), locale)}`,
  },
});

type TournamentRow = { id: number; text_key: string; starts_at: string; ends_at: string; prize_pool: number; currency: string; min_bet: number; category: string | null; prizes: string; image: string };

/** The tournament a call names by tournament_id, or InvalidParameterException on that field. */
function findTournament(db: Db, id: number): TournamentRow {
  const row = sql(db, 'SELECT * FROM tournaments WHERE id = ?').get(id) as TournamentRow | undefined;
  if (!row) throw invalidParameter('tournament_id', 'Wrong field');
  return row;
}

export const tournamentStatus = (row: Pick<TournamentRow, 'starts_at' | 'ends_at'>, now: string) =>
  row.starts_at > now ? 'upcoming' : row.ends_at <= now ? 'finished' : 'active';

const tournamentItem = (db: Db, row: TournamentRow, locale: string, accountId: number | null) => {
  const me = accountId
    ? (sql(db, 'SELECT score, (SELECT COUNT(*) + 1 FROM tournament_players o WHERE o.tournament_id = p.tournament_id AND o.score > p.score) AS place FROM tournament_players p WHERE tournament_id = ? AND account_id = ?').get(row.id, accountId) as
        | { score: number; place: number }
        | undefined)
    : undefined;
  const players = (sql(db, 'SELECT COUNT(*) AS n FROM tournament_players WHERE tournament_id = ?').get(row.id) as { n: number }).n;
  return {
    id: row.id,
    status: tournamentStatus(row, nowIso(db)),
    started_at: row.starts_at,
    finished_at: row.ends_at,
    prize_pool: { amount: toAmount(row.prize_pool), currency: row.currency },
    min_bet: { amount: toAmount(row.min_bet), currency: row.currency },
    category: row.category,
    prizes: (JSON.parse(row.prizes) as number[]).map((amount, index) => ({ place: index + 1, amount: { amount: toAmount(amount), currency: row.currency } })),
    players_count: players,
    is_participant: me !== undefined,
    my_result: me ? { place: me.place, score: toAmount(me.score) } : null,
    description: {
      title: t(`${row.text_key}.title` as TextKey, locale),
      text: t(`${row.text_key}.description` as TextKey, locale),
      img_288_192: `/platform/images/tournaments/${row.image}-288x192.png`,
      img_1200_400: `/platform/images/tournaments/${row.image}-1200x400.png`,
    },
  };
};

export const competitionMethods: MethodTable = {
  'Jackpots.get': method({
    verb: 'GET',
    query: jackpotsGetQuerySchema,
    handler: ({ db, query, locale }) => {
      const rows = sql(db, 'SELECT * FROM jackpots WHERE (? IS NULL OR currency = ?) ORDER BY sort').all(query.currency ?? null, query.currency ?? null) as JackpotRow[];
      return { data: rows.map((row) => jackpotItem(row, locale, clockNow(db))) };
    },
  }),
  'Jackpots.getWinners': method({
    verb: 'GET',
    query: jackpotWinnersQuerySchema,
    handler: ({ db, query, locale }) => {
      const rows = sql(
        db,
        `SELECT w.*, j.sysname AS jackpot_sysname, j.name AS jackpot_name, g.name AS game_name, g.kind AS game_kind FROM jackpot_winners w JOIN jackpots j ON j.id = w.jackpot_id
         LEFT JOIN games g ON g.sysname = w.game_sysname WHERE (? IS NULL OR w.jackpot_id = ?) ORDER BY w.won_at DESC, w.id DESC LIMIT ? OFFSET ?`,
      ).all(query.jackpot_id ?? null, query.jackpot_id ?? null, query.count, query.offset) as Array<{
        id: number;
        jackpot_id: number;
        jackpot_sysname: string;
        jackpot_name: string;
        fakename: string;
        game_sysname: string;
        game_name: string | null;
        game_kind: string | null;
        amount: number;
        currency: string;
        won_at: string;
      }>;
      const items = rows.map((row) => ({
        id: row.id,
        jackpot: { id: row.jackpot_id, name: jackpotName({ sysname: row.jackpot_sysname, name: row.jackpot_name }, locale) },
        fakename: row.fakename,
        game: { sysname: row.game_sysname, name: row.game_name ?? row.game_sysname, image_url: gameImageUrl(row.game_sysname, row.game_kind, locale) },
        amount: { amount: toAmount(row.amount), currency: row.currency },
        won_at: row.won_at,
      }));
      return { data: { items } };
    },
  }),
  'tournaments.get': method({
    verb: 'GET',
    query: tournamentsGetQuerySchema,
    handler: ({ db, query, locale, accountId }) => {
      const rows = (sql(db, 'SELECT * FROM tournaments WHERE (? IS NULL OR id = ?) ORDER BY starts_at DESC').all(query.id ?? null, query.id ?? null) as TournamentRow[]).filter(
        (row) => !query.status.length || query.status.includes(tournamentStatus(row, nowIso(db))),
      );
      const items = rows.slice(query.offset, query.offset + query.count).map((row) => tournamentItem(db, row, locale, accountId));
      return { data: { items, total: rows.length } };
    },
  }),
  'tournaments.participate': method({
    verb: 'POST',
    auth: true,
    body: participateBodySchema,
    handler: ({ db, body, locale, account }) => {
      const row = findTournament(db, body.tournament_id);
      if (tournamentStatus(row, nowIso(db)) === 'finished') throw invalidParameter('tournament_id', 'Tournament is finished');
      sql(db, 'INSERT INTO tournament_players (tournament_id, account_id, fakename, score, joined_at) VALUES (?, ?, ?, 0, ?) ON CONFLICT DO NOTHING').run(
        row.id,
        account.id,
        account.fakename ?? `Player${account.id}`,
        nowIso(db),
      );
      return { data: tournamentItem(db, row, locale, account.id) };
    },
  }),
  'leaderboard.get': method({
    verb: 'GET',
    query: leaderboardQuerySchema,
    handler: ({ db, query, accountId }) => {
      const tournament = findTournament(db, query.tournament_id);
      const prizes = JSON.parse(tournament.prizes) as number[];
      const rows = sql(db, 'SELECT account_id, fakename, score FROM tournament_players WHERE tournament_id = ? ORDER BY score DESC, id LIMIT ? OFFSET ?').all(
        tournament.id,
        query.count,
        query.offset,
      ) as Array<{ account_id: number | null; fakename: string; score: number }>;
      const items = rows.map((row, index) => {
        const place = query.offset + index + 1;
        return {
          place,
          fakename: row.fakename,
          score: toAmount(row.score),
          prize: prizes[place - 1] ? { amount: toAmount(prizes[place - 1] ?? 0), currency: tournament.currency } : null,
          is_me: accountId !== null && row.account_id === accountId,
        };
      });
      const total = (sql(db, 'SELECT COUNT(*) AS n FROM tournament_players WHERE tournament_id = ?').get(tournament.id) as { n: number }).n;
      return { data: { tournament_id: tournament.id, items, total } };
    },
  }),
};
