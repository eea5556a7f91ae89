/**
 * Runs at most `max` pieces of work at once; the others wait their turn, first come first served.
 * For work that takes a lot of memory for a moment (decoding a photo, an argon2 hash), so the
 * process holds `max` of those at a time however many requests ask for one.
 */
export class ConcurrencyLimit {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly max: number) {}

  /** Pieces of work running now. */
  get running(): number {
    return this.active;
  }

  /** Pieces of work waiting for their turn. */
  get waiting(): number {
    return this.queue.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.active += 1;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so a newcomer cannot take it in between.
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
