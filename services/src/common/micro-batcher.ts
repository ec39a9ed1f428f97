/** The outcome of one item of a batch: its own result, or the error that concerns it alone. */
export type ItemOutcome<Out> = { ok: true; value: Out } | { ok: false; error: Error };

interface Waiting<In, Out> {
  item: In;
  resolve: (value: Out) => void;
  reject: (error: Error) => void;
}

/**
 * Gathers items submitted by concurrent callers (BullMQ jobs running side by side) for a few milliseconds and
 * runs them as one batch: one statement and one commit instead of one per job. Each caller still gets its own
 * result or error; a batch that fails as a whole rejects every caller in it, whose jobs BullMQ then retries.
 */
export class MicroBatcher<In, Out> {
  private waiting: Waiting<In, Out>[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly runBatch: (items: In[]) => Promise<ItemOutcome<Out>[]>,
    private readonly maxSize: number,
    private readonly maxWaitMs: number,
  ) {}

  submit(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (this.waiting.length >= this.maxSize) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.maxWaitMs);
    });
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.waiting;
    this.waiting = [];
    if (batch.length === 0) return;
    this.runBatch(batch.map((waiting) => waiting.item)).then(
      (outcomes) =>
        batch.forEach((waiting, index) => {
          const outcome = outcomes[index];
          if (outcome?.ok) waiting.resolve(outcome.value);
          else waiting.reject(outcome?.error ?? new Error('batch returned no outcome for this item'));
        }),
      (error: unknown) => {
        const reason = error instanceof Error ? error : new Error(String(error));
        batch.forEach((waiting) => waiting.reject(reason));
      },
    );
  }
}

/** Runs `work` for one item, turning a throw into that item's own failed outcome. */
export function outcomeOf<Out>(work: () => Out): ItemOutcome<Out> {
  try {
    return { ok: true, value: work() };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
}
