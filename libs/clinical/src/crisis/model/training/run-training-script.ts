import { execFileSync } from 'node:child_process';

/**
 * Runs a training script with --report in its own node process (through tsx) and returns what it printed as JSON.
 * The tests use it: the same training runs about four times slower inside jest's sandbox.
 */
export function trainingReport<T>(script: string): T {
  const output = execFileSync(process.execPath, [require.resolve('tsx/cli'), script, '--report'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output) as T;
}
