/** The middle run by `key` (the lower middle for an even count), so a single slow or fast run does not decide. */
export function medianBy(runs, key) {
  const sorted = [...runs].sort((a, b) => a[key] - b[key]);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The value at quantile `q` (0..1) of an ascending list, 0 for an empty one. */
export function percentile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}
