import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import JSZip from 'jszip';
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

function toCsv(table: ExportTable): string {
  const records = table.rows.map((row) => table.columns.map((column) => cell(row[column])));
  return stringify(records, { header: true, columns: table.columns });
}

/** Objects and arrays (json columns, the plan) are written as JSON text. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
