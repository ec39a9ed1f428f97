// The dump inside a backup: every table's rows as PostgreSQL's binary COPY format (exact for every column type),
// in frames, gzip-compressed. The schema is not in it: restore builds it with the migrations named in the manifest.
//
//   frame = kind (1 byte: T table, D data, E end of table) | length (4, BE) | payload
//   T's payload is {"table", "columns"} as JSON; D's is COPY bytes; E's is empty.
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import copyStreams from 'pg-copy-streams';

const { from: copyFrom, to: copyTo } = copyStreams;

function frame(kind, payload = Buffer.alloc(0)) {
  const head = Buffer.alloc(5);
  head.write(kind, 0, 'latin1');
  head.writeUInt32BE(payload.length, 1);
  return Buffer.concat([head, payload]);
}

const columnList = (columns) => columns.map((column) => `"${column}"`).join(', ');

/** The gzip-compressed frames of `tables` ([{ table, columns }]), read through `client` (inside the snapshot). */
export function dumpTables(client, tables) {
  async function* frames() {
    for (const { table, columns } of tables) {
      yield frame('T', Buffer.from(JSON.stringify({ table, columns })));
      const copy = client.query(copyTo(`COPY "${table}" (${columnList(columns)}) TO STDOUT (FORMAT binary)`));
      for await (const chunk of copy) yield frame('D', chunk);
      yield frame('E');
    }
  }
  return Readable.from(frames(), { objectMode: false }).pipe(createGzip({ level: 6 }));
}

/** The frames of a decompressed dump, one at a time. */
async function* readFrames(compressed) {
  let buffered = Buffer.alloc(0);
  for await (const chunk of compressed.pipe(createGunzip())) {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    while (buffered.length >= 5) {
      const length = buffered.readUInt32BE(1);
      if (buffered.length < 5 + length) break;
      yield { kind: buffered.toString('latin1', 0, 1), payload: buffered.subarray(5, 5 + length) };
      buffered = buffered.subarray(5 + length);
    }
  }
  if (buffered.length) throw new Error('The dump ends in the middle of a frame.');
}

/** Writes every table of the dump through `client` (a transaction the caller opened); returns the tables loaded. */
export async function loadTables(client, compressed) {
  const loaded = [];
  let copy = null;
  for await (const { kind, payload } of readFrames(compressed)) {
    if (kind === 'T') {
      const { table, columns } = JSON.parse(payload.toString('utf8'));
      copy = client.query(copyFrom(`COPY "${table}" (${columnList(columns)}) FROM STDIN (FORMAT binary)`));
      loaded.push(table);
    } else if (kind === 'D') {
      if (!copy.write(payload)) await once(copy, 'drain');
    } else if (kind === 'E') {
      const finished = once(copy, 'finish');
      copy.end();
      await finished;
      copy = null;
    } else {
      throw new Error(`The dump has an unknown frame kind "${kind}".`);
    }
  }
  if (copy) throw new Error('The dump ends in the middle of a table.');
  return loaded;
}
