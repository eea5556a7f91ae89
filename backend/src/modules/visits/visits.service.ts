import { canonicalPagePath, localizedPath, matchPublicPage, visitBeaconRules } from '@vriddhi/rules';
import type { IncomingMessage } from 'node:http';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { ForbiddenError, TooManyRequestsError } from '../../errors';
import { addressKey } from '../../http/ip-address';
import type { Logger } from '../../logger';
import { assertCan, type Actor } from '../auth/actor';
import { sharedLimiter } from '../limits/shared-limiter';
import type { ProjectsService } from '../projects/projects.service';
import { accept } from '../validation';
import { isCountedVisitor } from './counted-visitor';
import { addDays, firmDay, firmWeeks } from './firm-days';
import { VisitCounter } from './visit-counter';
import { visitorFigures, type VisitorFigures } from './visitor-figures';

/** Beacons one address may send in BEACON_WINDOW_MINUTES: a visitor taps a few links, a script many. */
export const MAX_BEACONS_PER_ADDRESS = 60;
export const BEACON_WINDOW_MINUTES = 10;

/** Where a beacon came from, as its request says. */
export interface BeaconSource {
  req: IncomingMessage;
  clientAddress: string;
  /** The origins the site's own pages have: the request's own, and PUBLIC_URL's. */
  siteOrigins: readonly (string | null)[];
}

/**
 * What visitors do, counted without cookies or personal data: page views (counted as the server
 * answers a page), taps on the contact links and prerendered pages shown (beacons), and enquiries sent.
 * Only sums per day, kind and page are kept (visit_counts); crawlers and scripts are left out (isbot).
 */
export class VisitsService {
  readonly counter: VisitCounter;
  private readonly perAddress;

  constructor(
    private readonly db: DataSource,
    private readonly projects: ProjectsService,
    /** The firm's time zone (TIME_ZONE): a day and a week are the firm's. */
    private readonly timeZone: string,
    logger: Logger | null,
  ) {
    this.counter = new VisitCounter(db, timeZone, logger);
    this.perAddress = sharedLimiter(db, { name: 'visit beacons', points: MAX_BEACONS_PER_ADDRESS, durationSeconds: BEACON_WINDOW_MINUTES * 60 });
  }

  /**
   * A public page was sent (from the response cache or rendered): a view of `page` (its canonical path)
   * when a person's browser asked for it with GET and got it (200) or was told its copy is current (304).
   * On every page's path: no query, no await.
   */
  pageServed(req: IncomingMessage, status: number, page: string): void {
    if (req.method === 'GET' && (status === 200 || status === 304) && isCountedVisitor(req)) this.counter.add('view', page);
  }

  /** An enquiry was saved. */
  enquirySent(): void {
    this.counter.add('enquiry', '');
  }

  /**
   * A beacon of the public pages (a tap on a contact link, a prerendered page shown): checked (400),
   * from the site's own pages (403), limited per address (429), and counted unless a robot sent it.
   * Only a known page or a project on the site is ever kept as its page.
   */
  async recordBeacon(raw: unknown, { req, clientAddress, siteOrigins }: BeaconSource): Promise<void> {
    const { kind, path } = accept(visitBeaconRules, raw);
    const origin = req.headers.origin;
    if (origin !== undefined && !siteOrigins.includes(origin)) throw new ForbiddenError("Visits are counted from the site's own pages only");
    if (!isCountedVisitor(req)) return;
    await this.consume(addressKey(clientAddress));
    const page = await this.knownPage(path);
    // A view of no page of the site is not a view; a tap on a page not known (the not-found page) still is one.
    if (kind === 'view' && page === '') return;
    this.counter.add(kind, page);
  }

  /** This week and last week, in the firm's time zone; for admins and editors. */
  figures(actor: Actor, now = new Date()): Promise<VisitorFigures> {
    assertCan(actor, 'content');
    return visitorFigures(this.db, firmWeeks(now, this.timeZone));
  }

  /** Deletes the counts of days older than `retentionDays`; returns how many rows. */
  async deleteExpired(retentionDays: number, now = new Date()): Promise<number> {
    const [, deleted]: [unknown, number] = await this.db.query('DELETE FROM visit_counts WHERE day < $1', [
      addDays(firmDay(now, this.timeZone), -retentionDays),
    ]);
    return deleted;
  }

  /** The canonical path of the public page `path` names ('/projects/<id>', '/ta/projects/<id>' for a project on the site), or '' for none. */
  private async knownPage(path: string): Promise<string> {
    const canonical = canonicalPagePath(path) ?? path;
    const match = matchPublicPage(canonical);
    if (!match) return '';
    if (match.name !== 'project') return canonical;
    const project = await this.projects.find(null, match.params.id ?? '');
    return project ? localizedPath(match.locale, `/projects/${project.id}`) : '';
  }

  private async consume(key: string): Promise<void> {
    try {
      await this.perAddress.consume(key);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw new TooManyRequestsError(Math.ceil(error.msBeforeNext / 1000), 'Too many visits counted from your connection. Please try again later.');
    }
  }
}
