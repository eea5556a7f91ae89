import { PAGE_SIZE } from '@vriddhi/rules';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { PAGE_ARGUMENTS } from '../../graphql/page-type';
import type { BackupListing } from './backups.service';
import { RESTORE_CONFIRMATION } from './admin-restore.service';
import { Backup, BackupList, BackupPage, RestoreDone, RestorePreview } from './backups.types';

const twoDigits = (value: number) => String(value).padStart(2, '0');

function presentBackup({ name, bytes, createdAt, madeBy }: BackupListing): Backup {
  return { name, bytes, createdAt, madeBy };
}

@Resolver()
export class BackupsResolver {
  @Query(() => BackupList, { description: 'The backups, newest first, with the daily schedule and the folder; admins only' })
  async backups(@Ctx() ctx: GraphQLContext): Promise<BackupList> {
    const { archives, schedule, folder } = await ctx.services.backups.overview(await ctx.actor());
    return {
      backups: archives.map(presentBackup),
      dailyTime: schedule.time && `${twoDigits(schedule.time.hour)}:${twoDigits(schedule.time.minute)}`,
      keep: schedule.keep,
      folder,
    };
  }

  @Query(() => BackupPage, { description: 'The backups a page at a time, newest first; admins only' })
  async backupPage(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, defaultValue: PAGE_SIZE.default, description: PAGE_ARGUMENTS.first }) first: number | null,
    @Arg('after', () => String, { nullable: true, description: PAGE_ARGUMENTS.after }) after: string | null,
  ): Promise<BackupPage> {
    const page = await ctx.services.backups.page(await ctx.actor(), { first, after });
    return { ...page, items: page.items.map(presentBackup) };
  }

  @Mutation(() => Backup, {
    description:
      'Makes a backup now and answers it once it is written (a minute or more with many photos). While another backup is being made, ' +
      'no second one is started: the answer is that one once it is done. Keeps the newest BACKUP_KEEP hand-made ones; never deletes a daily one. Admins only',
  })
  async createBackup(@Ctx() ctx: GraphQLContext): Promise<Backup> {
    return presentBackup(await ctx.services.backups.makeNow(await ctx.actor()));
  }

  @Query(() => RestorePreview, {
    description: 'Checks a backup completely, as a restore would, changing nothing: what it holds, and what the site holds now; admins only',
  })
  async restorePreview(
    @Ctx() ctx: GraphQLContext,
    @Arg('name', { description: 'The name of a backup, as backups lists it' }) name: string,
  ): Promise<RestorePreview> {
    return ctx.services.restores.preview(await ctx.actor(), name);
  }

  @Mutation(() => RestoreDone, {
    description:
      "Replaces all content (projects, photos, gallery, services, settings, enquiries and users) with the backup's, after a backup of the site as it is (listed as BEFORE_RESTORE, to undo it). " +
      "Every session ends: the restored users log in again with the passwords of the backup's time. Admins only",
  })
  async restoreBackup(
    @Ctx() ctx: GraphQLContext,
    @Arg('name', { description: 'The name of a backup, as backups lists it' }) name: string,
    @Arg('confirmation', { description: `${RESTORE_CONFIRMATION}, typed by the person restoring` }) confirmation: string,
  ): Promise<RestoreDone> {
    return ctx.services.restores.restore(await ctx.actor(), name, confirmation);
  }

  @Mutation(() => String, {
    description:
      'A link (a path on this site, /api/backups/{name}?token=…) that downloads that backup: for that file only, for 10 minutes, ' +
      'ended by a change of password; admins only',
  })
  async createBackupDownloadLink(
    @Ctx() ctx: GraphQLContext,
    @Arg('name', { description: 'The name of a backup, as backups lists it' }) name: string,
  ): Promise<string> {
    return ctx.services.backups.downloadLink(await ctx.actor(), name);
  }
}
