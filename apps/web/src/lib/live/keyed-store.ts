// A map whose entries can be watched one key at a time: a change wakes only that key's watchers.

/** Counts writes across every store, so one mark dates the entries of them all. */
let clock = 0;
/** The current write count: entries written until now are at or below it. */
export const currentMark = () => clock;

export class KeyedStore<T> {
  private readonly values = new Map<string, T>();
  /** When each entry was last written, on the shared clock. */
  private readonly written = new Map<string, number>();
  private readonly listeners = new Map<string, Set<() => void>>();

  get(key: string): T | undefined {
    return this.values.get(key);
  }

  /** Stores without waking anyone: fresh server-rendered values replacing what the store held. */
  seed(key: string, value: T): void {
    this.values.set(key, value);
    this.written.set(key, ++clock);
  }

  set(key: string, value: T): void {
    this.values.set(key, value);
    this.written.set(key, ++clock);
    this.wake(key);
  }

  /** Forgets the entries written at or before `mark`, waking their watchers; newer ones stay. */
  dropUpTo(mark: number): void {
    for (const [key, at] of this.written) {
      if (at > mark) continue;
      this.values.delete(key);
      this.written.delete(key);
      this.wake(key);
    }
  }

  private wake(key: string): void {
    const watchers = this.listeners.get(key);
    if (watchers) for (const listener of watchers) listener();
  }

  subscribe(key: string, listener: () => void): () => void {
    let watchers = this.listeners.get(key);
    if (!watchers) {
      watchers = new Set();
      this.listeners.set(key, watchers);
    }
    watchers.add(listener);
    return () => {
      watchers.delete(listener);
      if (watchers.size === 0) this.listeners.delete(key);
    };
  }

  watcherCount(): number {
    let count = 0;
    for (const watchers of this.listeners.values()) count += watchers.size;
    return count;
  }
}
