import type { Guard } from './navigation-context';

/**
 * The further rules of SPEC.md 2.4 that belong to a feature, in the spec's order. Each feature's manifest brings its
 * own rules; the frame runs them after the five guards and its own rules (backUrl, private areas), in this order.
 */
export const GUARD_RULE_ORDER = ['cashier-billing', 'bets', 'gamehall-category', 'game-real-hash', 'popup-preview'] as const;

export type GuardRuleName = (typeof GUARD_RULE_ORDER)[number];

/** A feature's rule of the guard chain. */
export type GuardRule = {
  name: GuardRuleName;
  guard: Guard;
  /** A hash the rule reads as a command (`#real`), not an anchor: the page does not scroll to it. */
  commandHash?: string;
};

/** The features' rules in the order of SPEC.md 2.4; a rule given twice is a mistake in the feature list. */
export function orderGuardRules(rules: readonly GuardRule[]): Guard[] {
  const names = rules.map((rule) => rule.name);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new Error(`The guard rule ${twice} is given by two features`);
  return [...rules].sort((a, b) => GUARD_RULE_ORDER.indexOf(a.name) - GUARD_RULE_ORDER.indexOf(b.name)).map((rule) => rule.guard);
}
