/** Waits on the real (or, in tests, fake) timer; the spec's flows have fixed pauses. */
export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
