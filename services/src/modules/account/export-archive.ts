import { Readable } from 'node:stream';
import JSZip from 'jszip';
import { type CsvCell, spreadsheetCsv } from '../../common/spreadsheet-csv';
import type { ExportTable, UserDataExport } from './user-data-export.service';

/**
 * The export as one JSON document, written a row at a time: a single JSON.stringify of years of history would
 * hold all of it as one more string in memory, and send nothing until the whole string was built.
 */
export function exportJsonStream(data: UserDataExport): Readable {
  return Readable.from(jsonPieces(data));
}

function* jsonPieces({ tables, ...head }: UserDataExport): Generator<string> {
  yield '{\n';
  for (const [key, value] of Object.entries(head)) yield `  ${JSON.stringify(key)}: ${JSON.stringify(value)},\n`;
  yield '  "tables": {';
  let firstTable = true;
  for (const [name, table] of Object.entries(tables)) {
    yield `${firstTable ? '' : ','}\n    ${JSON.stringify(name)}: {\n      "columns": ${JSON.stringify(table.columns)},\n      "rows": [`;
    firstTable = false;
    let firstRow = true;
    for (const row of table.rows) {
      yield `${firstRow ? '' : ','}\n        ${JSON.stringify(row)}`;
      firstRow = false;
    }
    yield table.rows.length > 0 ? '\n      ]\n    }' : ']\n    }';
  }
  yield '\n  }\n}\n';
}

/** One CSV per table (profile.csv and subscription.csv first), streamed as the ZIP is built. */
export function exportZipStream(data: UserDataExport): Readable {
  const zip = new JSZip();
  zip.file('profile.csv', toCsv(singleRow(data.profile)));
  zip.file('subscription.csv', toCsv(singleRow(data.subscription)));
  for (const [name, table] of Object.entries(data.tables)) zip.file(`${name}.csv`, toCsv(table));
  return zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'DEFLATE' }) as Readable;
}

function singleRow(record: object): ExportTable {
  return { columns: Object.keys(record), rows: [record as Record<string, unknown>] };
}

/** A header row of the column names, then one row per record, written with the provider reports' escaping. */
function toCsv(table: ExportTable): string {
  const records = table.rows.map((row) => table.columns.map((column) => cell(row[column])));
  return spreadsheetCsv([table.columns, ...records]);
}

/** Objects and arrays (json columns, the plan) are written as JSON text; numbers stay numbers. */
function cell(value: unknown): CsvCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
