import { firmWeeks } from '../../src/modules/visits/firm-days';
import { startInstances, type Instance, type Instances } from '../support/instances';

/**
 * Two server processes on one database, each counting in its own memory: every page view and tap
 * either answers lands in the same rows (one upsert adding to them), and what each had not yet
 * written when it was stopped (SIGTERM, as a host stops it) is written before it exits.
 */

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const VIEWS_EACH = 25;
const TAPS_EACH = 10;

describe('visitor counts on two instances', () => {
  let group: Instances;

  beforeAll(async () => {
    group = await startInstances({ count: 2 });
  }, 120_000);
  afterAll(() => group?.close());

  const view = async (instance: Instance) => {
    const response = await fetch(`${instance.url}/contact`, { headers: { 'user-agent': BROWSER } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${instance.name}: ${response.status}`);
  };
  const tap = async (instance: Instance, index: number) => {
    const response = await fetch(`${instance.url}/api/visits`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER, 'x-forwarded-for': `192.0.2.${index + 1}` },
      body: JSON.stringify({ kind: 'call', path: '/contact' }),
    });
    if (response.status !== 204) throw new Error(`${instance.name}: ${response.status} ${await response.text()}`);
  };

  it('adds up what both counted, at the same time, and loses nothing at a graceful stop', async () => {
    const [a, b] = group.instances;
    await Promise.all(
      [a, b].flatMap((instance) => [
        ...Array.from({ length: VIEWS_EACH }, () => view(instance)),
        ...Array.from({ length: TAPS_EACH }, (_, index) => tap(instance, index + (instance === a ? 0 : TAPS_EACH))),
      ]),
    );
    // Stopped before their next flush: the counts still in memory are written on the way out.
    await Promise.all([a.stop(), b.stop()]);

    const rows = await group.query<{ day: string; kind: string; subject: string; count: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, kind, subject, count FROM visit_counts ORDER BY kind`,
    );
    const today = firmWeeks(new Date(), 'Asia/Kolkata').today;
    expect(rows).toEqual([
      { day: today, kind: 'call', subject: '/contact', count: 2 * TAPS_EACH },
      { day: today, kind: 'view', subject: '/contact', count: 2 * VIEWS_EACH },
    ]);
  }, 60_000);
});
