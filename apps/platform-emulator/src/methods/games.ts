import type { Game, GameCategory, GameProvider } from '@casino/platform-contract';
import type { Db } from '../db/database';
import { invalidParameter } from '../platform/fault';
import type { MethodTable } from '../platform/method';

type GameRow = {
  id: number;
  sysname: string;
  name: string;
  provider: string;
  has_demo: number;
  tags: string;
  full_screen: Game['full_screen'];
  categories: string | null;
};

export const gameImageUrl = (sysname: string) => `/platform/images/games/${sysname}.svg`;

export function toGame(row: GameRow): Game {
  const image = gameImageUrl(row.sysname);
  return {
    id: row.id,
    sysname: row.sysname,
    name: row.name,
    image_url: image,
    description: { name: row.name, img_288_192: image },
    provider: row.provider,
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
  };
}

export function findGames(db: Db, filter: GamesFilter) {
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
  if (filter.search) {
    where.push("g.name LIKE ? ESCAPE '\\'");
    params.push(`%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM games g ${clause}`).get(...params) as { n: number }).n;
  const rows = db
    .prepare(
      `SELECT g.*, (SELECT group_concat(category_id) FROM game_categories WHERE game_id = g.id) AS categories
       FROM games g ${clause} ORDER BY g.sort, g.id LIMIT ? OFFSET ?`,
    )
    .all(...params, filter.count, filter.offset) as GameRow[];
  return { items: rows.map(toGame), count: rows.length, offset: filter.offset, total };
}

export const gamesMethods: MethodTable = {
  'games.get': {
    verb: 'GET',
    handler: ({ db, query }) => ({ data: findGames(db, readGamesFilter(query)) }),
  },
  'games.getCategories': {
    verb: 'GET',
    handler: ({ db }) => {
      const rows = db
        .prepare(
          `SELECT c.id, c.title, c.sort, (SELECT COUNT(*) FROM game_categories gc WHERE gc.category_id = c.id) AS games_count
           FROM categories c ORDER BY c.sort`,
        )
        .all() as GameCategory[];
      return { data: { items: rows } };
    },
  },
  'games.getProviders': {
    verb: 'GET',
    handler: ({ db, query }) => {
      const wanted = (query['types'] ?? 'casino,slot,live,fast').split(',');
      const rows = db
        .prepare(
          `SELECT p.sysname, p.title, p.types, (SELECT COUNT(*) FROM games g WHERE g.provider = p.sysname) AS games_count
           FROM providers p ORDER BY p.title`,
        )
        .all() as Array<Omit<GameProvider, 'types'> & { types: string }>;
      const items = rows
        .map((row) => ({ ...row, types: JSON.parse(row.types) as GameProvider['types'] }))
        .filter((provider) => provider.types.some((type) => wanted.includes(type)));
      return { data: { items } };
    },
  },
};
