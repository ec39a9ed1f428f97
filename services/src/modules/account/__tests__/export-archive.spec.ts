import type { Readable } from 'node:stream';
import { exportJsonStream } from '../export-archive';
import type { UserDataExport } from '../user-data-export.service';

async function chunksOf(stream: Readable): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk));
  return chunks;
}

function exportWith(rows: number): UserDataExport {
  return {
    exportedAt: '2026-11-28T01:00:00.000Z',
    profile: { id: 7, username: 'streamer', timeZone: 'Europe/Paris' } as UserDataExport['profile'],
    subscription: { plan: 'free' } as unknown as UserDataExport['subscription'],
    tables: {
      mood_entries: {
        columns: ['id', 'mood', 'notes'],
        rows: Array.from({ length: rows }, (_, id) => ({ id, mood: 5, notes: `day ${id} "quoted"\n` })),
      },
      medications: { columns: ['id', 'name'], rows: [] },
    },
  };
}

describe('the JSON export', () => {
  it('is written a row at a time, never as one string of the whole history', async () => {
    const data = exportWith(5000);
    const chunks = await chunksOf(exportJsonStream(data));
    expect(chunks.length).toBeGreaterThan(5000);
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThan(200);
    expect(JSON.parse(chunks.join(''))).toEqual(data);
  });

  it('reads as the same document with no rows at all', async () => {
    const data = exportWith(0);
    expect(JSON.parse((await chunksOf(exportJsonStream(data))).join(''))).toEqual(data);
  });
});
