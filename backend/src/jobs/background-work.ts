/**
 * Work started after an answer was sent (an e-mail): kept track of, so a shutdown, or a test, can
 * wait until none is under way.
 */
export class BackgroundWork {
  private readonly inFlight = new Set<Promise<unknown>>();

  track<T>(work: Promise<T>): Promise<T> {
    const done = work.then(
      () => undefined,
      () => undefined,
    );
    this.inFlight.add(done);
    void done.then(() => this.inFlight.delete(done));
    return work;
  }

  /** Resolves once no work is under way. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }
}
