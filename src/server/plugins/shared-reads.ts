/**
 * Data that every page shows and that rarely changes (the events banner's next event), read once and
 * shared by every render until the page cache is cleared or the data's own `until` passes. A page the
 * cache misses (a share link, a per-request page) then renders without that query (the
 * banner's query was a third of a per-request render's database time on the embedded database).
 *
 * Whatever clears the page cache clears these too (PageCache.invalidate), in every process, so a
 * staff edit shows on the next render as it did before.
 */
export interface SharedRead<T> {
  value: T;
  /** When the value stops being right by itself (ms since the epoch), e.g. when the next event starts. */
  until: number;
}

/** Never keep a value longer than this, even if nothing clears it (as long as a fresh cached page). */
const MAX_AGE_MS = 60_000;

export class SharedReads {
  private readonly values = new Map<string, { value: unknown; until: number }>();
  private readonly loading = new Map<string, Promise<SharedRead<unknown>>>();
  private generation = 0;

  /** The remembered value of `name`, or `load`'s, which is remembered unless a clear came meanwhile. */
  async remember<T>(name: string, now: number, load: () => Promise<SharedRead<T>>): Promise<T> {
    const kept = this.values.get(name);
    if (kept && kept.until > now) return kept.value as T;
    let pending = this.loading.get(name) as Promise<SharedRead<T>> | undefined;
    if (!pending) {
      const generation = this.generation;
      pending = load().then((read) => {
        if (generation === this.generation && read.until > now) {
          this.values.set(name, { value: read.value, until: Math.min(read.until, now + MAX_AGE_MS) });
        }
        return read;
      });
      this.loading.set(name, pending);
      void pending.then(
        () => this.loading.delete(name),
        () => this.loading.delete(name),
      );
    }
    return (await pending).value;
  }

  /** The data changed: forget everything, and keep nothing a read begun before now returns. */
  clear(): void {
    this.generation += 1;
    this.values.clear();
    this.loading.clear();
  }
}
