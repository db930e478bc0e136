type Range = { min_amount: number; max_amount: number };

/**
 * The amount a deposit starts with, so the box is never empty: the middle one of the currency's presets the method
 * accepts (players pick a middle preset most), else the method's minimum; '' without a method.
 */
export function sensibleAmount(presets: readonly number[], method: Range | undefined): string {
  if (!method) return '';
  const allowed = presets.filter((amount) => amount >= method.min_amount && amount <= method.max_amount);
  const pick = allowed.length > 0 ? allowed[Math.floor((allowed.length - 1) / 2)] : method.min_amount;
  return pick !== undefined && pick > 0 ? String(Math.ceil(pick)) : '';
}
