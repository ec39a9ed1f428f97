export declare const BENCH_README: string;
export declare const BENCH_RESULTS: string;
export declare function withLatestRun(readme: string, resultsMarkdown: string): string;
export declare function writeBenchReadme(): void;
