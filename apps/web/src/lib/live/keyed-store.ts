// A map whose entries can be watched one key at a time: a change wakes only that key's watchers.
export class KeyedStore<T> {
  private readonly values = new Map<string, T>();
  private readonly listeners = new Map<string, Set<() => void>>();

  get(key: string): T | undefined {
    return this.values.get(key);
  }

  /** Stores without waking anyone: fresh server-rendered values replacing what the store held. */
  seed(key: string, value: T): void {
    this.values.set(key, value);
  }

  set(key: string, value: T): void {
    this.values.set(key, value);
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
