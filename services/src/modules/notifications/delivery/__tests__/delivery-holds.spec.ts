import type { Queryable } from '../../../../database/queryable';
import { TestClock } from '@anchor/services/test/test-clock';
import { DeliveryHolds } from '../delivery-holds';

describe('the holds of the notifications a worker has in hand', () => {
  const HOLD_MS = 30_000;

  /** A connection whose renewal statement answers `renewed` (the ids still held by their holders). */
  function holdsWith(renewed: () => number[]) {
    const clock = new TestClock();
    const sent: unknown[][] = [];
    const db: Queryable = {
      query: <T>(_sql: string, parameters?: unknown[]) => {
        sent.push(parameters ?? []);
        return Promise.resolve(renewed().map((id) => ({ id })) as T);
      },
    };
    return { clock, sent, holds: new DeliveryHolds(db, clock, HOLD_MS) };
  }

  it('renews every hold in hand in one statement, and never lets a lost one be pushed', async () => {
    const { clock, sent, holds } = holdsWith(() => [7]);
    holds.take([7, 8], 'due-1', new Date(clock.now().getTime() + HOLD_MS));
    expect([holds.holds(7), holds.holds(8)]).toEqual([true, true]);
    // Renewed only once less than 25 s is left: a quick delivery writes nothing more.
    await holds.renew();
    expect(sent).toEqual([]);

    clock.advance(5_001);
    await holds.renew();
    expect(sent).toEqual([[[7, 8], ['due-1', 'due-1'], new Date(clock.now().getTime() + HOLD_MS)]]);
    // 8 was claimed by another delivery (or is final): it is not pushed, and no longer renewed.
    expect([holds.holds(7), holds.holds(8)]).toEqual([true, false]);
    holds.letGo([7]);
    await holds.renew();
    expect(sent).toHaveLength(1);
  });

  it('starts no push on a hold about to run out, and starts again once it is renewed', async () => {
    const { clock, holds } = holdsWith(() => [7]);
    holds.take([7], 'notification-7', new Date(clock.now().getTime() + HOLD_MS));
    clock.advance(HOLD_MS - 14_000);
    expect(holds.holds(7)).toBe(false);
    await holds.renew();
    expect(holds.holds(7)).toBe(true);
    holds.letGo([7]);
  });

  it('keeps the hold as written when PostgreSQL does not answer: it runs out, and the pushes stop first', async () => {
    const { clock, holds } = holdsWith(() => {
      throw new Error('connection lost');
    });
    holds.take([7], 'due-1', new Date(clock.now().getTime() + HOLD_MS));
    await holds.renew();
    expect(holds.holds(7)).toBe(true);
    clock.advance(HOLD_MS - 15_000 + 1);
    expect(holds.holds(7)).toBe(false);
    holds.letGo([7]);
  });
});
