/**
 * Benjamini-Hochberg adjusted p-values (q-values), in the order given. Testing many pairs at once
 * finds some "links" by chance; comparing q (not p) with the false discovery rate keeps the
 * expected share of chance findings among those reported at that rate.
 */
export function benjaminiHochberg(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const ranked = pValues.map((p, index) => ({ p, index })).sort((a, b) => a.p - b.p);
  const adjusted = new Array<number>(m);
  let smallestSoFar = 1;
  for (let rank = m; rank >= 1; rank--) {
    const { p, index } = ranked[rank - 1];
    smallestSoFar = Math.min(smallestSoFar, (p * m) / rank);
    adjusted[index] = smallestSoFar;
  }
  return adjusted;
}
