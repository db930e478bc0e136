import { currentLevelOf, levelProgressOf, levelStateOf } from './level-progress';
import type { LoyaltyLevel } from './loyalty';

/** The emulator's five levels by lifetime points, as a player with `exp` earned sees them. */
const levelsFor = (exp: number): LoyaltyLevel[] =>
  [
    { id: 1, title: 'Bronze', minValue: 0, maxValue: 999 },
    { id: 2, title: 'Silver', minValue: 1000, maxValue: 4999 },
    { id: 3, title: 'Gold', minValue: 5000, maxValue: 19999 },
    { id: 4, title: 'Platinum', minValue: 20000, maxValue: 79999 },
    { id: 5, title: 'Diamond', minValue: 80000, maxValue: 999999999 },
  ].map((level) => ({
    ...level,
    image: null,
    expCount: Math.max(0, Math.min(exp, level.maxValue) - level.minValue),
    is_current: exp >= level.minValue && exp <= level.maxValue,
  }));

describe('levelProgressOf', () => {
  it.each([
    // exp, current level, next level, value, max, remaining
    [0, 'Bronze', 'Silver', 0, 1000, 1000],
    [999, 'Bronze', 'Silver', 999, 1000, 1],
    [1000, 'Silver', 'Gold', 0, 4000, 4000],
    [1850, 'Silver', 'Gold', 850, 4000, 3150],
    [79999, 'Platinum', 'Diamond', 59999, 60000, 1],
  ])('at %i earned points the player is %s, %s next, %i of %i (%i to go)', (exp, current, next, value, max, remaining) => {
    const progress = levelProgressOf({ levels: levelsFor(exp) });
    expect(progress?.current.title).toBe(current);
    expect(progress?.next?.title).toBe(next);
    expect([progress?.value, progress?.max, progress?.remaining]).toEqual([value, max, remaining]);
  });

  it('has no next level and nothing remaining on the top level', () => {
    const progress = levelProgressOf({ levels: levelsFor(120_000) });
    expect(progress?.current.title).toBe('Diamond');
    expect(progress?.next).toBeUndefined();
    expect(progress?.remaining).toBe(0);
  });

  it('reads the levels in point order whatever order the platform lists them in', () => {
    expect(levelProgressOf({ levels: [...levelsFor(1850)].reverse() })?.next?.title).toBe('Gold');
  });

  it('falls back to the level the info names when no level is marked current', () => {
    const levels = levelsFor(1850).map((level) => ({ ...level, is_current: false }));
    expect(currentLevelOf({ levels, level: 3 })?.title).toBe('Gold');
    expect(currentLevelOf({ levels })?.title).toBe('Bronze');
  });

  it('has nothing to show without levels', () => {
    expect(levelProgressOf({ levels: [] })).toBeUndefined();
  });
});

describe('levelStateOf', () => {
  it.each([
    [0, 'reached'],
    [1000, 'current'],
    [5000, 'locked'],
  ] as const)('a level from %i is %s for a Silver player', (minValue, state) => {
    expect(levelStateOf({ minValue }, { minValue: 1000 })).toBe(state);
  });
});
