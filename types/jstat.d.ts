/** The part of jStat the insights statistics use (the package ships no types). */
declare module 'jstat' {
  export const jStat: {
    mean(values: readonly number[]): number;
    median(values: readonly number[]): number;
    /** Spearman's rho: Pearson's correlation of the ranks, tied values sharing their mean rank. */
    spearmancoeff(x: readonly number[], y: readonly number[]): number;
    studentt: { cdf(t: number, degreesOfFreedom: number): number };
  };
}
