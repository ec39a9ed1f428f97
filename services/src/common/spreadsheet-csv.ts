import { stringify } from 'csv-stringify/sync';

/** What a CSV cell holds: text, a number, or nothing. */
export type CsvCell = string | number | null;

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return) as a formula, and the text in
 * our CSVs is people's own words (names, notes, a provider's messages): such a cell is written with a leading
 * quote, so `=HYPERLINK(...)` opens as the text it is. Numbers are written as they are.
 */
function spreadsheetSafe(cell: CsvCell): CsvCell {
  return typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** CSV text of the rows (the first one is the header, when there is one), every cell spreadsheet-safe. */
export function spreadsheetCsv(rows: CsvCell[][]): string {
  return stringify(rows.map((row) => row.map(spreadsheetSafe)));
}
