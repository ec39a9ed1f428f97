import { parse } from 'csv-parse/sync';
import {
  HEALTH_CSV_MAX_ROWS,
  HEALTH_METRIC_FIELDS,
  healthMetricValuesSchema,
  isoDaySchema,
  type CsvRejectedRow,
  type HealthMetricField,
  type HealthMetricValuesInput,
} from '@anchor/contracts';

export const DATE_COLUMN = 'date';

const FIELD_BY_COLUMN = new Map<string, HealthMetricField>(
  (Object.keys(HEALTH_METRIC_FIELDS) as HealthMetricField[]).map((field) => [
    HEALTH_METRIC_FIELDS[field].column,
    field,
  ]),
);

export interface HealthCsvRow extends HealthMetricValuesInput {
  date: string;
}

/** A problem with the file as a whole (not CSV, no date column, too many rows): nothing is read. */
export class HealthCsvFileError extends Error {}

function readHeader(header: string[]): HealthMetricField[] {
  const columns = header.map((name) => name.trim().toLowerCase());
  if (columns[0] !== DATE_COLUMN) {
    throw new HealthCsvFileError(`The first column must be "${DATE_COLUMN}" (YYYY-MM-DD).`);
  }
  const fields: HealthMetricField[] = [];
  // Stops at the first unknown or repeated column, so a hostile header costs no more than its own length.
  for (const column of columns.slice(1)) {
    const field = FIELD_BY_COLUMN.get(column);
    if (!field) {
      const known = [...FIELD_BY_COLUMN.keys()].join(', ');
      throw new HealthCsvFileError(`Unknown column "${column}". Columns after date can be: ${known}.`);
    }
    if (fields.includes(field)) {
      throw new HealthCsvFileError(`The column "${column}" appears more than once. Name each column only once.`);
    }
    fields.push(field);
  }
  return fields;
}

function parseCell(cell: string | undefined): number | null | typeof Number.NaN {
  if (cell === undefined || cell.trim() === '') return null;
  return /^-?\d+(\.\d+)?$/.test(cell.trim()) ? Number(cell) : Number.NaN;
}

/** Why a row was refused, and the column it is about (none when it is about the row as a whole). */
interface RowProblem {
  column: string | null;
  problem: string;
}

const rowProblem = (column: string | null, problem: string): RowProblem => ({ column, problem });

function readRow(cells: string[], fields: HealthMetricField[], today: string): HealthCsvRow | RowProblem {
  if (cells.length > fields.length + 1) {
    return rowProblem(null, `has ${cells.length} cells but the header has ${fields.length + 1}`);
  }
  const date = isoDaySchema.safeParse(cells[0]?.trim() ?? '');
  if (!date.success) return rowProblem(DATE_COLUMN, date.error.issues[0].message);
  if (date.data > today) return rowProblem(DATE_COLUMN, `${date.data} is in the future`);
  const values: Record<string, unknown> = {};
  fields.forEach((field, index) => {
    const value = parseCell(cells[index + 1]);
    values[field] = Number.isNaN(value) ? cells[index + 1] : value;
  });
  const parsed = healthMetricValuesSchema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return rowProblem(HEALTH_METRIC_FIELDS[issue.path[0] as HealthMetricField].column, issue.message);
  }
  if (fields.every((field) => parsed.data[field] === null)) return rowProblem(null, 'has a date but no values');
  return { ...parsed.data, date: date.data };
}

/** "Line 5: date: 2027-01-01 is in the future.": the line, the column when there is one, and why. */
function rejectedRow(line: number, { column, problem }: RowProblem): CsvRejectedRow {
  return { line, column, reason: `Line ${line}: ${column ? `${column}: ` : ''}${problem}.` };
}

interface CsvRecord {
  record: string[];
  info: { lines: number };
}

function parseCsv(text: string): CsvRecord[] {
  try {
    // With `info`, csv-parse answers { record, info } per row (its typings describe only plain records).
    return parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      info: true,
    }) as unknown as CsvRecord[];
  } catch (error) {
    throw new HealthCsvFileError(`The file is not valid CSV: ${(error as Error).message}`);
  }
}

/**
 * The header (the first line) and the rows after it, apart: the header is checked before any row is
 * parsed, so a file whose columns are wrong costs only the reading of its first line.
 */
function splitHeader(text: string): { header: string; body: string } {
  const end = text.indexOf('\n');
  if (end === -1) return { header: text, body: '' };
  return { header: text.slice(0, end).replace(/\r$/, ''), body: text.slice(end + 1) };
}

function readRecords(body: string): CsvRecord[] {
  const records = parseCsv(body);
  if (records.length > HEALTH_CSV_MAX_ROWS) {
    throw new HealthCsvFileError(
      `The file has ${records.length.toLocaleString('en-US')} rows; up to ${HEALTH_CSV_MAX_ROWS.toLocaleString('en-US')} can be imported at once. Split it into smaller files.`,
    );
  }
  if (records.length === 0) throw new HealthCsvFileError('The file has a header but no rows to import.');
  // Lines are counted from the first line after the header: the header is line 1 of the file.
  return records.map(({ record, info }) => ({ record, info: { lines: info.lines + 1 } }));
}

/**
 * Reads a health-metrics CSV: a `date` column, then any of the metric columns once each, one day per row.
 * Returns the good rows and every rejected row with its reason; the caller stores all or nothing.
 */
export function readHealthCsv(text: string, today: string): { rows: HealthCsvRow[]; rejected: CsvRejectedRow[] } {
  const { header, body } = splitHeader(text);
  const [headerRecord] = parseCsv(header);
  if (!headerRecord) throw new HealthCsvFileError('The file is empty: it needs a header row and at least one day.');
  const fields = readHeader(headerRecord.record);
  const rows: HealthCsvRow[] = [];
  const rejected: CsvRejectedRow[] = [];
  const firstLineOfDay = new Map<string, number>();
  readRecords(body).forEach(({ record: cells, info }) => {
    const line = info.lines;
    const row = readRow(cells, fields, today);
    if ('problem' in row) return rejected.push(rejectedRow(line, row));
    const seen = firstLineOfDay.get(row.date);
    if (seen)
      return rejected.push(rejectedRow(line, rowProblem(DATE_COLUMN, `${row.date} is already on line ${seen}`)));
    firstLineOfDay.set(row.date, line);
    rows.push(row);
  });
  return { rows, rejected };
}
