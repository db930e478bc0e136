import { expect, type APIRequestContext } from '@playwright/test';
import { depositThroughApi, platformGet } from '../platform-api';

/** A demo game of the emulator seed; real rounds earn a loyalty point per EUR bet. */
const GAME = 'aurora-play-book-of-ra';
/** The emulator's largest bet. */
const MAX_BET = 100;

/** The signed-in player's points to spend, as the platform counts them. */
export async function loyaltyPoints(request: APIRequestContext) {
  return (await platformGet<{ points: number }>(request, 'loyalty.getinfo')).points;
}

/**
 * Gives the signed-in player at least `points` loyalty points the way a player earns them: a card deposit approved
 * on the emulator's payment page, then real rounds of a demo game (1 point per EUR bet).
 */
export async function earnPoints(request: APIRequestContext, points: number) {
  await depositThroughApi(request, 1000);
  while ((await loyaltyPoints(request)) < points) {
    const spin = await request.post('/platform/game-api/spin', { data: { game: GAME, mode: 'play', bet: MAX_BET } });
    expect(spin.ok()).toBe(true);
  }
  return loyaltyPoints(request);
}

/** "1,250 Coins": an amount as the English pages write it. */
export const formatPoints = (points: number) => `${points.toLocaleString('en-US')} Coins`;
