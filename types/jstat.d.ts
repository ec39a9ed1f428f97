/** The part of jStat the insights statistics use (the package ships no types). */
declare module 'jstat' {
  export const jStat: {
    studentt: { cdf(t: number, degreesOfFreedom: number): number };
  };
}
