import { generateSync } from 'otplib';

const PERIOD_MS = 30_000;

/**
 * A test's authenticator app: the key an account enrolled, and the newest time step it gave a code for. The
 * server refuses a step it has seen, and accepts one step either side of its clock, so the next code comes from
 * the earliest step after the last one used: a test may sign in three times within one 30 seconds of its clock.
 */
export class Authenticator {
  private lastStep = -1;

  constructor(
    readonly secret: string,
    private readonly now: () => Date,
  ) {}

  nextCode(): string {
    const current = Math.floor(this.now().getTime() / PERIOD_MS);
    const step = Math.max(current - 1, this.lastStep + 1);
    if (step > current + 1) throw new Error('no unused code within the accepted window: advance the test clock');
    this.lastStep = step;
    return generateSync({ secret: this.secret, epoch: (step * PERIOD_MS) / 1000 });
  }
}
