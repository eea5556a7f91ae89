import crypto from 'node:crypto';
import { ENQUIRY_HONEYPOT_FIELD, enquiryNotesRules, enquiryRules, enquiryStatusRules, PAGE_SIZE } from '@vriddhi/rules';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { LessThan, type DataSource, type SelectQueryBuilder } from 'typeorm';
import { Enquiry } from '../../entities';
import { NotFoundError, TooManyRequestsError } from '../../errors';
import { addressKey } from '../../http/ip-address';
import { recordActivity } from '../activity/record-activity';
import { assertCan, type Actor } from '../auth/actor';
import { sharedLimiter } from '../limits/shared-limiter';
import { moveToTrash } from '../trash/trashed-rows';
import { keysetItems, keysetPage, type Keyset, type Page, type PageFieldNames, type PageRequest } from '../paging';
import { accept, isUuid } from '../validation';
import { ConflictError } from '../../errors';
import { enquiriesCsv } from './enquiries-csv';
import { matchingEnquiries } from './enquiry-search';
import type { EnquiryMailer } from './enquiry-mailer';

export const ENQUIRY_NOT_FOUND = 'Enquiry not found';
/** Enquiries one address may send in ENQUIRY_WINDOW_MINUTES: a person writes once or twice, a script many times. */
export const MAX_ENQUIRIES_PER_ADDRESS = 5;
export const ENQUIRY_WINDOW_MINUTES = 10;

/** Newest first; of one moment, by id (a stable order a cursor can continue). */
const NEWEST_FIRST: Keyset = {
  list: 'enquiries',
  direction: 'DESC',
  columns: [
    { expression: 'e.created_at', type: 'timestamptz' },
    { expression: 'e.id', type: 'uuid' },
  ],
};

export const NOTES_SAVED_MEANWHILE = 'Someone else saved a note on this enquiry a moment ago. Copy your text, reload the page to see theirs, then save again.';

/** Which enquiries to list: of one status (new, replied or closed, in any case), matching a search (enquiry-search.ts); unchecked. */
export interface EnquiryFilter {
  status?: unknown;
  search?: unknown;
}

/** A page of the enquiries a filter lists. */
export interface EnquiryPageRequest extends PageRequest, EnquiryFilter {}

/** What a visitor is told once the enquiry is kept (a robot caught by the honeypot is told the same). */
export interface EnquiryReceipt {
  id: string;
  createdAt: Date;
}

/**
 * The contact form's enquiries: sent by anyone (checked by the shared rules, limited per address),
 * read and handled by admins and editors. Not public content: no public cache holds them, and a new one does not move the content
 * version.
 */
/** What a PATCH of an enquiry may change: unchecked values, as they came; a key left out is not changed. */
export interface EnquiryChange {
  status?: unknown;
  notes?: unknown;
  /** The notesVersion the writer read (see updateNotes). */
  notesVersion?: number;
}

export class EnquiriesService {
  /** Shared by all processes (in the database): one query per enquiry, none for an address already refused. */
  private readonly perAddress;

  constructor(
    private readonly db: DataSource,
    readonly mailer: EnquiryMailer,
    /** The firm's time zone (TIME_ZONE), in which the export gives times. */
    private readonly timeZone: string,
    /** Told of each enquiry kept (the visitor figures count them). */
    private readonly onSaved: () => void = () => undefined,
  ) {
    this.perAddress = sharedLimiter(db, { name: 'enquiries', points: MAX_ENQUIRIES_PER_ADDRESS, durationSeconds: ENQUIRY_WINDOW_MINUTES * 60 });
  }

  /** Keeps a visitor's enquiry (committed before anything else), then has it e-mailed to the firm in the background. */
  async submit(raw: Record<string, unknown>, clientAddress: string): Promise<EnquiryReceipt> {
    const fields = accept(enquiryRules, raw);
    // Filled in by a robot only (the field is hidden from people): it is told its message arrived.
    if (typeof raw[ENQUIRY_HONEYPOT_FIELD] === 'string' && raw[ENQUIRY_HONEYPOT_FIELD].trim() !== '') {
      return { id: crypto.randomUUID(), createdAt: new Date() };
    }
    const key = addressKey(clientAddress);
    await this.consume(key);
    let saved: Enquiry;
    try {
      saved = await this.db.transaction(async (manager) => {
        const repository = manager.getRepository(Enquiry);
        const kept = await repository.save(repository.create(fields));
        await recordActivity(manager, null, { action: 'sent', subject: 'enquiry', subjectId: kept.id, label: kept.name });
        return kept;
      });
    } catch (error) {
      // Not kept: it does not count against the visitor (unless the database is gone too; the save's error is the answer).
      await this.perAddress.reward(key).catch(() => undefined);
      throw error;
    }
    this.onSaved();
    this.mailer.sendNew(saved.id);
    return { id: saved.id, createdAt: saved.createdAt };
  }

  /** One page, newest first (see paging.ts); `fields` names the request's parts in refusals (REST: limit, before). */
  page(actor: Actor, request: EnquiryPageRequest, fields?: PageFieldNames): Promise<Page<Enquiry>> {
    assertCan(actor, 'enquiries');
    return keysetPage(this.filtered(request), NEWEST_FIRST, request, fields);
  }

  /** The newest PAGE_SIZE.max the filter lists, newest first (the bounded list of GraphQL's `enquiries`). */
  async newest(actor: Actor, filter: EnquiryFilter = {}): Promise<Enquiry[]> {
    return (await this.page(actor, { ...filter, first: PAGE_SIZE.max })).items;
  }

  /** Enquiries still `new`: the admin's badge. */
  unreadCount(actor: Actor): Promise<number> {
    assertCan(actor, 'enquiries');
    return this.db.getRepository(Enquiry).countBy({ status: 'new' });
  }

  async updateStatus(actor: Actor, id: string, raw: unknown): Promise<Enquiry> {
    return this.update(actor, id, { status: raw });
  }

  /**
   * The staff's private notes on an enquiry (replaced as a whole; empty clears them). With
   * `expectedVersion` (the notesVersion the writer read), refused with CONFLICT when someone saved
   * notes meanwhile: of two people writing at once, the second is told rather than losing the first's words.
   */
  async updateNotes(actor: Actor, id: string, raw: unknown, expectedVersion?: number): Promise<Enquiry> {
    return this.update(actor, id, { notes: raw, notesVersion: expectedVersion });
  }

  /** The status, the notes or both (REST's PATCH), all checked before either is written, in one transaction. */
  async update(actor: Actor, id: string, change: EnquiryChange): Promise<Enquiry> {
    assertCan(actor, 'enquiries');
    // A key that is there is checked, even with nothing in it (a missing status is refused as such).
    const status = 'status' in change ? accept(enquiryStatusRules, { status: change.status }).status : undefined;
    const notes = 'notes' in change ? accept(enquiryNotesRules, { notes: change.notes }).notes : undefined;
    if (!isUuid(id)) throw new NotFoundError(ENQUIRY_NOT_FOUND);
    return this.db.transaction(async (manager) => {
      const repository = manager.getRepository(Enquiry);
      const current = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!current) throw new NotFoundError(ENQUIRY_NOT_FOUND);
      if (notes !== undefined && change.notesVersion !== undefined && current.notesVersion !== change.notesVersion) {
        throw new ConflictError(NOTES_SAVED_MEANWHILE);
      }
      if (status !== undefined) {
        await repository.update({ id }, { status });
        await recordActivity(manager, actor, { action: `marked as ${status}`, subject: 'enquiry', subjectId: id, label: current.name });
      }
      if (notes !== undefined && current.notes !== notes) {
        await repository.update({ id }, { notes, notesVersion: () => 'notes_version + 1' });
        const action = notes === '' ? 'cleared the note on' : current.notes === '' ? 'added a note to' : 'changed the note on';
        await recordActivity(manager, actor, { action, subject: 'enquiry', subjectId: id, label: current.name });
      }
      return repository.findOneByOrFail({ id });
    });
  }

  async delete(actor: Actor, id: string): Promise<void> {
    assertCan(actor, 'enquiries');
    if (!isUuid(id)) throw new NotFoundError(ENQUIRY_NOT_FOUND);
    await this.db.transaction(async (manager) => {
      const enquiry = await manager.getRepository(Enquiry).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!enquiry) throw new NotFoundError(ENQUIRY_NOT_FOUND);
      await moveToTrash(manager, { kind: 'enquiry', id, label: enquiry.name, deletedById: actor.id });
      await recordActivity(manager, actor, { action: 'deleted', subject: 'enquiry', subjectId: id, label: enquiry.name });
    });
  }

  /**
   * Every enquiry the filter lists as CSV, newest first (see enquiries-csv.ts), read a page at a time as it is sent, so
   * the export holds all of them but never all at once in memory. The first page is read before this
   * resolves: a refusal or an unreachable database is still answered with its status.
   */
  async csv(actor: Actor, filter: EnquiryFilter = {}): Promise<AsyncIterable<string>> {
    assertCan(actor, 'enquiries');
    const table = () => this.filtered(filter);
    const first = await keysetItems(table(), NEWEST_FIRST, PAGE_SIZE.max, null);
    const csv = enquiriesCsv(this.timeZone);
    return (async function* () {
      yield csv.heading;
      let page = first;
      yield csv.lines(page.items);
      while (page.nextKey) {
        page = await keysetItems(table(), NEWEST_FIRST, PAGE_SIZE.max, page.nextKey);
        yield csv.lines(page.items);
      }
    })();
  }

  /** Deletes enquiries older than `retentionDays`; returns how many. */
  async deleteExpired(retentionDays: number, now = Date.now()): Promise<number> {
    const cutoff = new Date(now - retentionDays * 24 * 60 * 60_000);
    const { affected } = await this.db.getRepository(Enquiry).delete({ createdAt: LessThan(cutoff) });
    return affected ?? 0;
  }

  /** The enquiries `filter` lists (checked here: a bad status or search is refused). */
  private filtered({ status, search }: EnquiryFilter): SelectQueryBuilder<Enquiry> {
    const query = this.db.getRepository(Enquiry).createQueryBuilder('e');
    if (status !== undefined && status !== null && status !== '') {
      query.andWhere('e.status = :status', { status: accept(enquiryStatusRules, { status }).status });
    }
    return matchingEnquiries(query, search);
  }

  private async consume(key: string): Promise<void> {
    try {
      await this.perAddress.consume(key);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const minutes = Math.max(1, Math.ceil(error.msBeforeNext / 60_000));
      throw new TooManyRequestsError(
        Math.ceil(error.msBeforeNext / 1000),
        `Too many messages from your connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us.`,
      );
    }
  }
}
