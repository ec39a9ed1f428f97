/** Waits on the real (or, in tests, fake) timer; several flows pause for a fixed time so a toast is seen. */
export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
