import type { LoyaltyInfo, LoyaltyLevel } from './loyalty';

export type LevelProgress = {
  current: LoyaltyLevel;
  /** Undefined on the top level. */
  next?: LoyaltyLevel;
  /** Experience counted in the current level (its progress entry's expCount). */
  value: number;
  /** Experience the current level spans, from its minValue to the next level's. */
  max: number;
  /** Experience still missing to reach the next level. */
  remaining: number;
};

const byMinValue = (levels: readonly LoyaltyLevel[]) => [...levels].sort((a, b) => a.minValue - b.minValue);

/** The player's level: the one marked current, else the one the info names, else the first. */
export function currentLevelOf(info: Pick<LoyaltyInfo, 'levels' | 'level'>): LoyaltyLevel | undefined {
  const levels = byMinValue(info.levels);
  return levels.find((level) => level.is_current) ?? levels.find((level) => String(level.id) === String(info.level)) ?? levels[0];
}

/**
 * Progress to the next level from the progress entries (SPEC.md 3: minValue, maxValue, expCount): the
 * current level spans minValue..maxValue, so a level is complete after maxValue - minValue + 1 points.
 */
export function levelProgressOf(info: Pick<LoyaltyInfo, 'levels' | 'level'>): LevelProgress | undefined {
  const current = currentLevelOf(info);
  if (!current) return undefined;
  const levels = byMinValue(info.levels);
  const next = levels[levels.indexOf(current) + 1];
  const max = Math.max(1, (next ? next.minValue : current.maxValue + 1) - current.minValue);
  const value = Math.min(Math.max(current.expCount, 0), max);
  return { current, next, value, max, remaining: next ? max - value : 0 };
}

/** Whether a level is below, at or above the player's current one. */
export function levelStateOf(level: Pick<LoyaltyLevel, 'minValue'>, current: Pick<LoyaltyLevel, 'minValue'> | undefined): 'reached' | 'current' | 'locked' {
  if (!current) return 'locked';
  if (level.minValue === current.minValue) return 'current';
  return level.minValue < current.minValue ? 'reached' : 'locked';
}
