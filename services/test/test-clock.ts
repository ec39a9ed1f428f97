import { Clock } from '../src/common/clock';

/** A clock tests move by hand. Starts at the real time so Redis-side TTLs stay sensible. */
export class TestClock extends Clock {
  private current = Date.now();

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }

  /** Jumps to an instant (earlier or later): seeds data "last month"; sessions older than the jump end. */
  travelTo(at: Date): void {
    this.current = at.getTime();
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
