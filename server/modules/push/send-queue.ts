/**
 * Runs tasks in the background, at most `concurrency` at once, in the order they came. A task's failure is
 * logged and does not stop the others: the caller has long returned.
 */
export class SendQueue {
  private readonly waiting: (() => Promise<void>)[] = [];
  private running = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly concurrency: number) {}

  push(task: () => Promise<void>): void {
    this.waiting.push(task);
    // started on a later tick: the caller's own work goes first
    queueMicrotask(() => this.next());
  }

  /** Resolves when nothing runs and nothing waits (tasks queued by tasks included). */
  idle(): Promise<void> {
    if (this.running === 0 && this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private next(): void {
    while (this.running < this.concurrency && this.waiting.length > 0) {
      const task = this.waiting.shift()!;
      this.running++;
      task()
        .catch((error: unknown) =>
          console.warn(`push send failed: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => {
          this.running--;
          this.next();
        });
    }
    if (this.running === 0 && this.waiting.length === 0)
      for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}
