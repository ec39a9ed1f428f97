import { setTimeout as sleep } from 'node:timers/promises';
import { PromiseContext } from '../promise-context';

interface Tag {
  id: string;
}

describe('PromiseContext', () => {
  it('keeps each of many interleaved runs its own value through awaits, then-chains, timers and rejections', async () => {
    const context = new PromiseContext<Tag>();
    const seen: Array<[string, string | undefined]> = [];
    const work = async (id: string, delays: number[]) => {
      for (const delay of delays) {
        await sleep(delay);
        seen.push([id, context.getStore()?.id]);
      }
      await Promise.reject(new Error('refused')).catch(() => seen.push([id, context.getStore()?.id]));
      return Promise.resolve().then(() => context.getStore()?.id);
    };
    const runs = ['a', 'b', 'c', 'd'].map((id, index) =>
      context.run({ id }, () => work(id, [3 - index, index, 1, 2 - (index % 2)])),
    );
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c', 'd']);
    expect(seen).toHaveLength(4 * 5);
    expect(seen.filter(([expected, actual]) => expected !== actual)).toEqual([]);
  });

  it('has no value outside a run, after it returns or throws, and in callbacks that timers or ticks call', async () => {
    const context = new PromiseContext<Tag>();
    expect(context.getStore()).toBeUndefined();
    const inTimer = new Promise<Tag | undefined>((resolve) =>
      context.run({ id: 'x' }, () => setTimeout(() => resolve(context.getStore()), 1)),
    );
    const inTick = new Promise<Tag | undefined>((resolve) =>
      context.run({ id: 'y' }, () => process.nextTick(() => resolve(context.getStore()))),
    );
    expect(() =>
      context.run({ id: 'z' }, () => {
        throw new Error('handler failed');
      }),
    ).toThrow('handler failed');
    expect(context.getStore()).toBeUndefined();
    expect(await inTimer).toBeUndefined();
    expect(await inTick).toBeUndefined();
  });

  it('lets a nested run see its own value and gives the outer one back', () => {
    const context = new PromiseContext<Tag>();
    const inner = context.run({ id: 'outer' }, () => {
      const value = context.run({ id: 'inner' }, () => context.getStore()?.id);
      return [value, context.getStore()?.id];
    });
    expect(inner).toEqual(['inner', 'outer']);
  });
});
