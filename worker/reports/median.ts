/** The middle value (the mean of the two middle ones for an even count), rounded by `round` (to a whole number by default); null for none. */
export function median(values: readonly number[], round: (n: number) => number = Math.round): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return round(sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2);
}
