/** The middle run by `key` (the lower middle for an even count), so a single slow or fast run does not decide. */
export function medianBy(runs, key) {
  const sorted = [...runs].sort((a, b) => a[key] - b[key]);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
