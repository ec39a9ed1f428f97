import { Readable } from 'node:stream';
import JSZip from 'jszip';
import { type CsvCell, spreadsheetCsv } from '../../common/spreadsheet-csv';
import type { ExportTable, UserDataExport } from './user-data-export.service';

export function exportJsonStream(data: UserDataExport): Readable {
  return Readable.from([Buffer.from(JSON.stringify(data, null, 2))]);
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
