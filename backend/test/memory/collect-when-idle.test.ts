import { IdleCollector } from '../../src/memory/collect-when-idle';

const MB = 1024 * 1024;

/** An idle collector over a pretend heap: `held` is what V8 holds; a collection brings it to `afterCollection`, the second to `afterSettling`. */
function collectorOver(start: number) {
  const heap = { held: start, afterCollection: start, afterSettling: start };
  /** Each collection, and what V8 held before it. */
  const collections: [string, number][] = [];
  const collector = new IdleCollector({
    collect: () => {
      collections.push(['collect', heap.held]);
      heap.held = heap.afterCollection;
    },
    settle: () => {
      collections.push(['settle', heap.held]);
      heap.held = heap.afterSettling;
    },
    heldBytes: () => heap.held,
  });
  const checks = (count: number) => {
    for (let check = 0; check < count; check++) collector.check();
  };
  return { heap, collections, collector, checks };
}

describe('IdleCollector', () => {
  it('collects when no request came for two checks and the heap grew by 16 MB, and again six checks later', () => {
    const { heap, collections, collector, checks } = collectorOver(80 * MB);
    collector.noteRequest();
    collector.check();
    Object.assign(heap, { held: 160 * MB, afterCollection: 130 * MB, afterSettling: 90 * MB });
    collector.check();
    expect(collections).toEqual([]); // one quiet check so far
    collector.check();
    expect(collections).toEqual([['collect', 160 * MB]]);
    checks(5);
    expect(collections).toHaveLength(1);
    collector.check();
    expect(collections).toEqual([
      ['collect', 160 * MB],
      ['settle', 130 * MB],
    ]);
    checks(20);
    expect(collections).toHaveLength(2); // nothing new to give back
  });

  it('does not collect while requests keep coming, however large the heap', () => {
    const { heap, collections, collector } = collectorOver(80 * MB);
    heap.held = 300 * MB;
    for (let check = 0; check < 20; check++) {
      collector.noteRequest();
      collector.check();
    }
    expect(collections).toEqual([]);
  });

  it('collects the second time at the next long enough quiet spell when a request came before', () => {
    const { heap, collections, collector, checks } = collectorOver(80 * MB);
    heap.held = 140 * MB;
    checks(5);
    collector.noteRequest();
    checks(8); // the first sees the request
    expect(collections.map(([kind]) => kind)).toEqual(['collect']);
    collector.check();
    expect(collections.map(([kind]) => kind)).toEqual(['collect', 'settle']);
  });

  it('does not collect after quiet spells when memory has not grown by 16 MB since the last collection', () => {
    const { heap, collections, collector, checks } = collectorOver(80 * MB);
    heap.held = 80 * MB + 15 * MB;
    checks(20);
    expect(collections).toEqual([]);
    heap.held = 80 * MB + 16 * MB;
    collector.noteRequest();
    checks(3);
    expect(collections).toHaveLength(1);
  });

  it('measures growth from what the last collection left, not from the start', () => {
    const { heap, collections, collector, checks } = collectorOver(80 * MB);
    Object.assign(heap, { held: 200 * MB, afterCollection: 150 * MB, afterSettling: 120 * MB });
    checks(10);
    expect(collections).toHaveLength(2);
    heap.held = 130 * MB; // 50 MB above the start, 10 MB above what the collections left
    collector.noteRequest();
    checks(10);
    expect(collections).toHaveLength(2);
  });

  it('collects after image work even without growth, and never while it runs', async () => {
    const { collections, collector, checks } = collectorOver(80 * MB);
    let finish!: () => void;
    const work = collector.imageWorkOf(() => new Promise<void>((resolve) => (finish = resolve)));
    checks(10);
    expect(collections).toEqual([]);
    finish();
    await work;
    checks(2); // the first sees the work's end
    expect(collections).toEqual([]);
    collector.check();
    expect(collections).toHaveLength(1);
  });

  it('counts image work that began and ended between two checks as activity', async () => {
    const { heap, collections, collector, checks } = collectorOver(80 * MB);
    heap.held = 140 * MB;
    collector.check();
    await collector.imageWorkOf(async () => undefined);
    checks(2); // the first is not quiet: image work ran since the check before
    expect(collections).toEqual([]);
    collector.check();
    expect(collections).toHaveLength(1);
  });
});
