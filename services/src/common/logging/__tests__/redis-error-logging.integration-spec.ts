import { Writable } from 'node:stream';
import { createTestApp } from '@anchor/services/test/test-app';
import { freePortForTest } from '@anchor/services/test/test-env';

describe('Redis errors in the logs', () => {
  it('are JSON warn lines naming the queue, a few rather than a console.error stack per reconnection', async () => {
    const raw: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        raw.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        callback();
      },
    });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const port = await freePortForTest();
    const app = await createTestApp(
      { REDIS_URL: `redis://127.0.0.1:${port}`, LOG_LEVEL: 'warn' },
      { logDestination: sink },
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const lines = raw.map((line) => JSON.parse(line) as { level: number; context?: string; msg: string });
      const queueLines = lines.filter((line) => line.context === 'Queue');
      expect(queueLines).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            level: 40,
            msg: expect.stringMatching(/^queue notification-delivery: .*ECONNREFUSED/),
          }),
        ]),
      );
      // One line per queue in the first 30 s, however often the connection is retried.
      const perQueue = new Map<string, number>();
      for (const line of queueLines)
        perQueue.set(line.msg.split(':')[0], (perQueue.get(line.msg.split(':')[0]) ?? 0) + 1);
      expect(Math.max(...perQueue.values())).toBe(1);
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      await app.close();
      consoleError.mockRestore();
    }
  });
});
