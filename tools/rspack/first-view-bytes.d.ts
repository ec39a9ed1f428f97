export interface FirstViewFile {
  app: string;
  file: string;
  bytes: number;
}

export interface FirstView {
  page: string;
  limitBytes: number;
  limitFiles: number;
  totalBytes: number;
  files: FirstViewFile[];
  lazy: string[];
}

export const FIRST_VIEW_BUDGETS: Record<
  string,
  {
    page: string;
    limitBytes: number;
    limitFiles: number;
    shellGroups: string[];
    remotes: { app: string; expose: string }[];
  }
>;
export function firstViewBytes(name: string): FirstView;
export function firstViewBudgets(): Record<string, FirstView>;
