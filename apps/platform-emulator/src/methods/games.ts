import type { Game, GameCategory, GameProvider } from '@casino/platform-contract';
import {
  createHistoryExportBodySchema,
  gameHistoryQuerySchema,
  gameLikeBodySchema,
  gameLikesQuerySchema,
  gameProvidersQuerySchema,
  gamesGetQuerySchema,
} from '@casino/platform-contract/requests';
import { coverWord } from '../art/game-cover';
import { artLangQuery } from '../art/words';
import { t, type TextKey } from '../content/texts';
import { clockNow } from '../db/clock';
import type { Db } from '../db/database';
import { nowIso, sql } from '../db/sql';
import { invalidParameter } from '../platform/fault';
import { method, type MethodTable } from '../platform/method';
import { moneyOf, requireAccount } from './account-view';

type GameRow = {
  id: number;
  sysname: string;
  name: string;
  kind: string;
  provider: string;
  has_demo: number;
  tags: string;
  full_screen: Game['full_screen'];
  categories: string | null;
  provider_title: string;
};

/** A game's cover: a live table's draws its badge's word, so its URL names the player's language. */
export const gameImageUrl = (sysname: string, kind: string | null, locale: string) =>
  `/platform/images/games/${sysname}.png${artLangQuery(kind ? coverWord(kind) : undefined, locale)}`;
/** A provider's wordmark: its mark and name on its colour, 3:1. */
export const providerImageUrl = (sysname: string) => `/platform/images/providers/${sysname}-360x120.png`;

export function toGame(row: GameRow, locale: string): Game {
  const image = gameImageUrl(row.sysname, row.kind, locale);
  return {
    id: row.id,
    sysname: row.sysname,
    name: row.name,
    image_url: image,
    description: { name: row.name, img_288_192: image },
    provider: row.provider,
    provider_title: row.provider_title,
    categories: row.categories ? row.categories.split(',') : [],
    has_demo: row.has_demo === 1,
    tags: JSON.parse(row.tags) as Game['tags'],
    full_screen: row.full_screen,
  };
}

type GamesFilter = {
  offset: number;
  count: number;
  category?: string;
  providers?: string[];
  search?: string;
  sysnames?: string[];
  tags?: string[];
};

/** games.get takes its filter from an `options` JSON string and/or plain query fields (SPEC.md 7.2). */
export function readGamesFilter(query: Record<string, string>): GamesFilter {
  let options: Record<string, unknown> = {};
  if (query['options']) {
    try {
      options = JSON.parse(query['options']) as Record<string, unknown>;
    } catch {
      throw invalidParameter('options', 'options must be a JSON object');
    }
  }
  const field = (name: string) => (options[name] ?? query[name]) as unknown;
  const list = (value: unknown) =>
    Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? value.split(',') : undefined;
  const number = (name: string, fallback: number, max: number) => {
    const raw = field(name);
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) throw invalidParameter(name, `${name} must be a whole number`);
    return Math.min(value, max);
  };
  return {
    offset: number('offset', 0, Number.MAX_SAFE_INTEGER),
    count: number('count', 50, 1000),
    category: (field('category') as string | undefined) || undefined,
    providers: list(field('providers')),
    search: (field('search') as string | undefined) || undefined,
    sysnames: list(field('sysname') ?? field('sysnames')),
    tags: list(field('tags')),
  };
}

/** New is newest first and Popular most played first; every other list keeps the lobby's order. */
const orderOf = (category: string | undefined) =>
  category === 'new' ? 'g.released_at DESC, g.id' : category === 'popular' ? 'g.popularity DESC, g.id' : 'g.sort, g.id';

export function findGames(db: Db, filter: GamesFilter, locale: string) {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.category) {
    where.push('g.id IN (SELECT game_id FROM game_categories WHERE category_id = ?)');
    params.push(filter.category);
  }
  if (filter.providers?.length) {
    where.push(`g.provider IN (${filter.providers.map(() => '?').join(',')})`);
    params.push(...filter.providers);
  }
  if (filter.sysnames?.length) {
    where.push(`g.sysname IN (${filter.sysnames.map(() => '?').join(',')})`);
    params.push(...filter.sysnames);
  }
  for (const tag of filter.tags ?? []) {
    where.push('g.tags LIKE ?');
    params.push(`%"${tag.replace(/[^a-z]/g, '')}"%`);
  }
  if (filter.search) {
    where.push("g.name LIKE ? ESCAPE '\\'");
    params.push(`%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = (sql(db, `SELECT COUNT(*) AS n FROM games g ${clause}`).get(...params) as { n: number }).n;
  const rows = sql(
    db,
    `SELECT g.*, p.title AS provider_title, (SELECT group_concat(category_id) FROM game_categories WHERE game_id = g.id) AS categories
     FROM games g JOIN providers p ON p.sysname = g.provider ${clause} ORDER BY ${orderOf(filter.category)} LIMIT ? OFFSET ?`,
  ).all(...params, filter.count, filter.offset) as GameRow[];
  return { items: rows.map((row) => toGame(row, locale)), count: rows.length, offset: filter.offset, total };
}

/**
 * games.get answers from a small cache keyed by the filter and the locale (a live table's cover differs by
 * language): the catalogue does not change while the emulator runs, and 200 concurrent lobbies ask the same few pages.
 */
const pageCache = new WeakMap<Db, Map<string, ReturnType<typeof findGames>>>();
function cachedGames(db: Db, filter: GamesFilter, locale: string) {
  let cache = pageCache.get(db);
  if (!cache) pageCache.set(db, (cache = new Map()));
  const key = JSON.stringify([locale, filter]);
  let page = cache.get(key);
  if (!page) {
    page = findGames(db, filter, locale);
    if (cache.size > 500) cache.clear();
    cache.set(key, page);
  }
  return page;
}

export const gameIdOf = (db: Db, sysname: string) => {
  const row = sql(db, 'SELECT id FROM games WHERE sysname = ?').get(sysname) as { id: number } | undefined;
  if (!row) throw invalidParameter('sysname', 'Game not found');
  return row.id;
};

const likeItem = (db: Db, sysname: string, accountId: number | null) => {
  const row = sql(
    db,
    `SELECT g.sysname, (SELECT COUNT(*) FROM likes l WHERE l.game_id = g.id) AS likes_count,
      EXISTS (SELECT 1 FROM likes l WHERE l.game_id = g.id AND l.account_id = ?) AS is_liked
     FROM games g WHERE g.sysname = ?`,
  ).get(accountId ?? 0, sysname) as { sysname: string; likes_count: number; is_liked: number } | undefined;
  return row ? { sysname: row.sysname, likes_count: row.likes_count, is_liked: row.is_liked === 1 } : null;
};

type RoundRow = { id: number; game_sysname: string; name: string | null; mode: string; bet: number; win: number; currency: string; balance_after: number; is_freespin: number; created_at: string };

export const roundItem = (row: RoundRow) => ({
  id: row.id,
  game: { sysname: row.game_sysname, name: row.name ?? row.game_sysname },
  mode: row.mode,
  bet: moneyOf(row.bet, row.currency),
  win: moneyOf(row.win, row.currency),
  balance_after: moneyOf(row.balance_after, row.currency),
  is_freespin: row.is_freespin === 1,
  created_at: row.created_at,
});

/** History export requests become ready a moment after they are made (at once in test mode). */
const exportItem = (row: { id: number; date_from: string | null; date_to: string | null; format: string; created_at: string; ready_at: string }, now: number) => {
  const ready = Date.parse(row.ready_at) <= now;
  return {
    id: row.id,
    date_from: row.date_from,
    date_to: row.date_to,
    format: row.format,
    created_at: row.created_at,
    status: ready ? 'ready' : 'processing',
    url: ready ? `/platform/exports/${row.id}.csv` : null,
  };
};

export const gamesMethods: MethodTable = {
  'games.get': method({
    verb: 'GET',
    query: gamesGetQuerySchema,
    handler: ({ db, rawQuery, locale }) => ({ data: cachedGames(db, readGamesFilter(rawQuery), locale) }),
  }),
  'games.getCategories': method({
    verb: 'GET',
    handler: ({ db, locale }) => {
      const rows = sql(
        db,
        `SELECT c.id, c.sort, (SELECT COUNT(*) FROM game_categories gc WHERE gc.category_id = c.id) AS games_count
         FROM categories c ORDER BY c.sort`,
      ).all() as Array<Omit<GameCategory, 'title'>>;
      return { data: { items: rows.map((row) => ({ ...row, title: t(`category.${row.id}` as TextKey, locale) })) } };
    },
  }),
  'games.getProviders': method({
    verb: 'GET',
    query: gameProvidersQuerySchema,
    handler: ({ db, query }) => {
      const wanted = query.types.length ? query.types : ['casino', 'slot', 'live', 'fast'];
      const rows = sql(
        db,
        `SELECT p.sysname, p.title, p.types, (SELECT COUNT(*) FROM games g WHERE g.provider = p.sysname) AS games_count
         FROM providers p ORDER BY p.title`,
      ).all() as Array<Omit<GameProvider, 'types'> & { types: string }>;
      const items = rows
        .map((row) => ({ ...row, types: JSON.parse(row.types) as GameProvider['types'] }))
        .filter((provider) => provider.types.some((type) => wanted.includes(type)))
        .map((provider) => ({ ...provider, image_url: providerImageUrl(provider.sysname) }));
      return { data: { items } };
    },
  }),
  'games.getLikes': method({
    verb: 'GET',
    query: gameLikesQuerySchema,
    handler: ({ db, query, accountId }) => {
      const sysnames = query.sysnames.length
        ? query.sysnames
        : accountId
          ? (sql(db, 'SELECT g.sysname FROM likes l JOIN games g ON g.id = l.game_id WHERE l.account_id = ? ORDER BY l.created_at DESC').all(accountId) as Array<{ sysname: string }>).map((row) => row.sysname)
          : [];
      return { data: { items: sysnames.slice(0, 200).map((sysname) => likeItem(db, sysname, accountId)).filter((item) => item !== null) } };
    },
  }),
  'games.addLike': method({
    verb: 'POST',
    auth: true,
    body: gameLikeBodySchema,
    handler: ({ db, body, accountId }) => {
      sql(db, 'INSERT INTO likes (account_id, game_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(accountId, gameIdOf(db, body.sysname), nowIso(db));
      return { data: likeItem(db, body.sysname, accountId) };
    },
  }),
  'games.removeLike': method({
    verb: 'POST',
    auth: true,
    body: gameLikeBodySchema,
    handler: ({ db, body, accountId }) => {
      sql(db, 'DELETE FROM likes WHERE account_id = ? AND game_id = ?').run(accountId, gameIdOf(db, body.sysname));
      return { data: likeItem(db, body.sysname, accountId) };
    },
  }),
  'games.getHistory': method({
    verb: 'GET',
    auth: true,
    query: gameHistoryQuerySchema,
    handler: ({ db, query, accountId }) => {
      const from = query.date_from ?? '0000';
      const to = query.date_to ? `${query.date_to.slice(0, 10)}T23:59:59.999Z` : '9999';
      const where = `r.account_id = ? AND r.created_at >= ? AND r.created_at <= ? AND (? IS NULL OR r.mode = ?)`;
      const params = [accountId, from, to, query.mode ?? null, query.mode ?? null];
      const rows = sql(db, `SELECT r.*, g.name FROM game_rounds r LEFT JOIN games g ON g.sysname = r.game_sysname WHERE ${where} ORDER BY r.id DESC LIMIT ? OFFSET ?`).all(
        ...params,
        query.count,
        query.offset,
      ) as RoundRow[];
      const total = (sql(db, `SELECT COUNT(*) AS n FROM game_rounds r WHERE ${where}`).get(...params) as { n: number }).n;
      return { data: { items: rows.map(roundItem), total } };
    },
  }),
  'games.createhistoryexportrequest': method({
    verb: 'POST',
    auth: true,
    body: createHistoryExportBodySchema,
    handler: ({ db, body, config, accountId }) => {
      const now = clockNow(db);
      const readyAt = new Date(now + (config.mode === 'test' ? 0 : 3000)).toISOString();
      const result = sql(db, 'INSERT INTO history_exports (account_id, date_from, date_to, format, created_at, ready_at) VALUES (?, ?, ?, ?, ?, ?)').run(
        accountId,
        body.date_from ?? null,
        body.date_to ?? null,
        body.format ?? 'csv',
        new Date(now).toISOString(),
        readyAt,
      );
      const row = sql(db, 'SELECT * FROM history_exports WHERE id = ?').get(result.lastInsertRowid) as Parameters<typeof exportItem>[0];
      return { data: exportItem(row, clockNow(db)) };
    },
  }),
  'games.gethistoryexportrequest': method({
    verb: 'GET',
    auth: true,
    handler: ({ db, accountId }) => {
      const rows = sql(db, 'SELECT * FROM history_exports WHERE account_id = ? ORDER BY id DESC LIMIT 20').all(accountId) as Array<Parameters<typeof exportItem>[0]>;
      return { data: { items: rows.map((row) => exportItem(row, clockNow(db))) } };
    },
  }),
};

/** The CSV of an export: the player's rounds in the requested dates. */
export function exportCsv(db: Db, exportId: number, accountId: number): string | null {
  const row = sql(db, 'SELECT * FROM history_exports WHERE id = ? AND account_id = ?').get(exportId, accountId) as { date_from: string | null; date_to: string | null } | undefined;
  if (!row) return null;
  const account = requireAccount(db, accountId);
  const rounds = sql(db, `SELECT r.*, g.name FROM game_rounds r LEFT JOIN games g ON g.sysname = r.game_sysname
    WHERE r.account_id = ? AND r.created_at >= ? AND r.created_at <= ? ORDER BY r.id`).all(accountId, row.date_from ?? '0000', row.date_to ? `${row.date_to}T23:59:59.999Z` : '9999') as RoundRow[];
  const lines = rounds.map((round) => [round.id, round.created_at, `"${(round.name ?? round.game_sysname).replace(/"/g, '""')}"`, round.mode, (round.bet / 100).toFixed(2), (round.win / 100).toFixed(2), account.currency].join(','));
  return ['id,created_at,game,mode,bet,win,currency', ...lines].join('\n') + '\n';
}
