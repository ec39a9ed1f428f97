/** One value per local day, keyed YYYY-MM-DD. */
export type DailySeries = ReadonlyMap<string, number>;

export interface PairedDays {
  x: number[];
  y: number[];
  /** The x day of each pair, in date order. */
  days: string[];
}

const DAY_MS = 86_400_000;

const shifted = new Map<string, string>();
const SHIFTED_KEPT = 20_000;

/** The day `days` after `day` (before, when negative); remembered, as the rules ask for the same days many times. */
export function addDays(day: string, days: number): string {
  const key = `${day}${days}`;
  let result = shifted.get(key);
  if (result === undefined) {
    result = new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
    if (shifted.size >= SHIFTED_KEPT) shifted.clear();
    shifted.set(key, result);
  }
  return result;
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Days present in both series; with `lagDays` 1, x on a day pairs with y on the day after. */
export function pairDays(x: DailySeries, y: DailySeries, lagDays: 0 | 1): PairedDays {
  const pairs: PairedDays = { x: [], y: [], days: [] };
  for (const day of [...x.keys()].sort()) {
    const other = y.get(lagDays === 0 ? day : addDays(day, lagDays));
    if (other === undefined) continue;
    pairs.x.push(x.get(day) as number);
    pairs.y.push(other);
    pairs.days.push(day);
  }
  return pairs;
}
