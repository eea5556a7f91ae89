/**
 * While a restore from the admin replaces the site's content in this process, every request that is
 * not already answered from memory gets "back in a minute" (http/maintenance-answer.ts) instead of
 * waiting on the restore's locks or reading half of it. Other processes on the database wait for the
 * restore's commit on those locks, then read the restored content.
 */
export class Maintenance {
  private running = 0;

  get active(): boolean {
    return this.running > 0;
  }

  async during<T>(work: () => Promise<T>): Promise<T> {
    this.running++;
    try {
      return await work();
    } finally {
      this.running--;
    }
  }
}
