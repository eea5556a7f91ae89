import type { DataSource, EntityManager } from 'typeorm';
import { moveStoredVersion, type ContentVersion } from './content-version';

export interface ContentWriteOptions {
  /** The stored version must end above this one (a restore: above the version before the restored rows came). */
  above?: () => number;
  /** Called once the version has moved, just before the commit: what fails from here may have committed all the same. */
  committing?: () => void;
}

/**
 * The unit of work of every write of public content (projects, gallery, services, settings, photo
 * details, the trash, a restore): one transaction, in which the stored content version moves last
 * (every process is notified once it commits: moveStoredVersion), and this process takes that version
 * on once it has committed, so its caches never answer what the write replaced. Writes that store or
 * release images go through ImageAssetsService.writeWithImages, which runs its transaction here.
 */
export class ContentWrites {
  constructor(
    private readonly db: DataSource,
    /** This process's view; none for the command-line tools, whose writes only notify the servers. */
    private readonly contentVersion?: ContentVersion,
  ) {}

  async run<T>(work: (manager: EntityManager) => Promise<T>, options: ContentWriteOptions = {}): Promise<T> {
    let version = 0;
    const result = await this.db.transaction(async (manager) => {
      const outcome = await work(manager);
      // Last: the version's row stays locked only until the commit.
      version = await moveStoredVersion(manager, { above: options.above?.() ?? 0 });
      options.committing?.();
      return outcome;
    });
    this.contentVersion?.committed(version);
    return result;
  }

  /** After a change made outside any write (a backfill, statement by statement): every process forgets what it kept. */
  async changedOutsideWrites(): Promise<void> {
    this.contentVersion?.committed(await moveStoredVersion(this.db.manager));
  }
}
