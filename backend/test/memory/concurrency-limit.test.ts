import { ConcurrencyLimit } from '../../src/memory/concurrency-limit';

/** A piece of work that runs until `finish` is called. */
function held() {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => ((finish = resolve), (fail = reject)));
  const started = { value: false };
  return { started, finish, fail, work: () => ((started.value = true), done) };
}

/** Lets every queued callback and promise reaction run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ConcurrencyLimit', () => {
  it('runs at most `max` at once; the others start in the order they came as slots free up', async () => {
    const limit = new ConcurrencyLimit(2);
    const pieces = [held(), held(), held(), held()];
    const runs = pieces.map((piece) => limit.run(piece.work));
    await settle();
    expect(pieces.map((piece) => piece.started.value)).toEqual([true, true, false, false]);
    expect([limit.running, limit.waiting]).toEqual([2, 2]);

    pieces[1].finish();
    await settle();
    expect(pieces.map((piece) => piece.started.value)).toEqual([true, true, true, false]);
    expect([limit.running, limit.waiting]).toEqual([2, 1]);

    pieces[0].finish();
    pieces[2].finish();
    pieces[3].finish();
    await Promise.all(runs);
    expect([limit.running, limit.waiting]).toEqual([0, 0]);
  });

  it('frees the slot of work that fails, and passes the failure on', async () => {
    const limit = new ConcurrencyLimit(1);
    const failing = held();
    const next = held();
    const first = limit.run(failing.work);
    const second = limit.run(next.work);
    failing.fail(new Error('decoding failed'));
    await expect(first).rejects.toThrow('decoding failed');
    await settle();
    expect(next.started.value).toBe(true);
    next.finish();
    await second;
    expect(limit.running).toBe(0);
  });

  it('gives a freed slot to the one waiting, not to work that arrives meanwhile', async () => {
    const limit = new ConcurrencyLimit(1);
    const [first, waiting, late] = [held(), held(), held()];
    const runs = [limit.run(first.work), limit.run(waiting.work)];
    await settle();
    first.finish();
    runs.push(limit.run(late.work));
    await settle();
    expect([waiting.started.value, late.started.value]).toEqual([true, false]);
    waiting.finish();
    await settle();
    expect(late.started.value).toBe(true);
    late.finish();
    await Promise.all(runs);
  });
});
