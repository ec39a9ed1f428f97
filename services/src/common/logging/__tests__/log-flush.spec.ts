import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const fixture = path.join(__dirname, 'fixtures', 'log-then-stop.ts');
const LINES = 20000;

/**
 * Runs the fixture with stdout in a file, as a process manager keeps it; returns the lines that arrived. Their
 * order is not asserted: at exit pino writes what it holds while its last asynchronous write may still be landing.
 */
async function linesWritten(stop: 'signal' | 'crash'): Promise<{ messages: string[]; code: number | null }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'anchor-log-flush-'));
  try {
    const file = path.join(dir, 'out.log');
    const stdout = openSync(file, 'w');
    const child = spawn(process.execPath, ['--import', 'tsx', fixture, stop, String(LINES)], {
      stdio: ['ignore', stdout, 'pipe'],
    });
    closeSync(stdout);
    const [code] = (await once(child, 'exit')) as [number | null];
    const text = readFileSync(file, 'utf8');
    // Every line whole and JSON: a line cut short at exit would fail to parse here.
    const messages = text
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
    return { messages, code };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('log lines held by the asynchronous stdout destination', () => {
  it('are all written when a stop signal ends the process, the shutdown hooks’ lines included', async () => {
    const { messages, code } = await linesWritten('signal');
    expect(code).toBe(0);
    expect(messages.filter((msg) => msg.startsWith('line '))).toHaveLength(LINES);
    expect(messages.filter((msg) => msg.startsWith('shutdown line '))).toHaveLength(100);
  });

  it('are all written when an uncaught exception ends the process', async () => {
    const { messages, code } = await linesWritten('crash');
    expect(code).toBe(1);
    expect(messages.filter((msg) => msg.startsWith('line '))).toHaveLength(LINES);
  });
});
