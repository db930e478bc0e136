import * as v from 'valibot';
import { moneySchema } from './money';

/**
 * A game (SPEC.md 3 names name, image_url and description{name, img_288_192}). The spec leaves the rest
 * "not shown"; sysname, provider, categories, demo flag, tags and the full-screen option are what a
 * real platform sends so a lobby can filter, badge and launch games.
 */
export const gameSchema = v.object({
  id: v.number(),
  sysname: v.string(),
  name: v.string(),
  image_url: v.string(),
  description: v.object({ name: v.string(), img_288_192: v.string() }),
  provider: v.string(),
  /** The provider's name as players know it ("Granite Peak"), so a screen never shows the sysname. */
  provider_title: v.optional(v.string()),
  categories: v.array(v.string()),
  has_demo: v.boolean(),
  tags: v.array(v.picklist(['new', 'popular', 'jackpot', 'exclusive'])),
  full_screen: v.picklist(['all', 'telegram', 'product', 'none']),
});
export type Game = v.InferOutput<typeof gameSchema>;

/** games.get envelope data: items plus paging fields (SPEC.md 3: "data.items plus other data fields"). */
export const gamesPageSchema = v.object({
  items: v.array(gameSchema),
  count: v.number(),
  offset: v.number(),
  total: v.number(),
});
export type GamesPage = v.InferOutput<typeof gamesPageSchema>;

/** A game category (not shown in the spec): an id used in `/gamehall?category={id}`, a title and an order. */
export const gameCategorySchema = v.object({
  id: v.string(),
  title: v.string(),
  sort: v.number(),
  games_count: v.number(),
});
export type GameCategory = v.InferOutput<typeof gameCategorySchema>;

/**
 * A game provider (not shown in the spec): the sysname used in `/gamehall?providers=a,b`, a title, its game types
 * and, where the platform has it, its wordmark (an image of its name, about 3:1).
 */
export const gameProviderSchema = v.object({
  sysname: v.string(),
  title: v.string(),
  types: v.array(v.picklist(['casino', 'slot', 'live', 'fast'])),
  games_count: v.number(),
  image_url: v.optional(v.string()),
});
export type GameProvider = v.InferOutput<typeof gameProviderSchema>;

/** A like of a game (games.getLikes items, and the answer of addLike / removeLike): the favourites of SPEC.md 6. */
export const gameLikeSchema = v.object({ sysname: v.string(), likes_count: v.number(), is_liked: v.boolean() });
export type GameLike = v.InferOutput<typeof gameLikeSchema>;

/** A round of the player's game history (not shown): game, mode, bet, win and the balance after it. */
export const gameRoundSchema = v.object({
  id: v.union([v.number(), v.string()]),
  game: v.object({ sysname: v.string(), name: v.string() }),
  mode: v.string(),
  bet: moneySchema,
  win: moneySchema,
  balance_after: v.optional(moneySchema),
  is_freespin: v.optional(v.boolean()),
  created_at: v.string(),
});
export type GameRound = v.InferOutput<typeof gameRoundSchema>;

/** A game-history export request (not shown): its period, state and, once ready, the file to download. */
export const gameHistoryExportSchema = v.object({
  id: v.union([v.number(), v.string()]),
  date_from: v.nullable(v.string()),
  date_to: v.nullable(v.string()),
  format: v.string(),
  created_at: v.string(),
  status: v.picklist(['processing', 'ready', 'failed']),
  url: v.nullable(v.string()),
});
export type GameHistoryExport = v.InferOutput<typeof gameHistoryExportSchema>;
