import { promiseHooks } from 'node:v8';

/**
 * A value that follows the code run inside `run()` through its promise continuations (`await`, `.then`), as
 * AsyncLocalStorage does for promises. It exists because Node 20's AsyncLocalStorage switches async_hooks on for
 * the whole process: every promise, tick, timer and native callback of every request then pays its bookkeeping,
 * about a fifth of the CPU of GET /api/health. Here a promise made while a value is current keeps it, and its
 * continuation runs with it; nothing else is tracked. A callback that a timer, process.nextTick or an event
 * emitter calls runs without a value (never with another run's value), so a request's context is entered again
 * where such a callback carries on its work (request-logging.ts, after the body is read).
 */
export class PromiseContext<T extends object> {
  private current: T | undefined;
  private readonly saved: (T | undefined)[] = [];
  private readonly key = Symbol('PromiseContext');
  private hooked = false;

  getStore(): T | undefined {
    return this.current;
  }

  run<R>(value: T, callback: () => R): R {
    if (!this.hooked) this.hook();
    const previous = this.current;
    this.current = value;
    try {
      return callback();
    } finally {
      this.current = previous;
    }
  }

  /** Installed at the first run: a process that never enters a context (the worker) pays nothing. */
  private hook(): void {
    this.hooked = true;
    const { key, saved } = this;
    promiseHooks.createHook({
      init: (promise) => {
        if (this.current !== undefined) (promise as unknown as Record<symbol, T>)[key] = this.current;
      },
      before: (promise) => {
        saved.push(this.current);
        this.current = (promise as unknown as Record<symbol, T | undefined>)[key];
      },
      after: () => {
        this.current = saved.pop();
      },
    });
  }
}
