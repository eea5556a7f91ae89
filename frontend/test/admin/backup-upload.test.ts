import { uploadBackupFile } from '@/admin/backups/api/upload-backup';

interface SentPart {
  url: string;
  range: string;
  bytes: number;
}

/** A stand-in for the server's part-by-part answers: `answers` in order, each part's request recorded. */
function serverAnswering(answers: Response[]) {
  const sent: SentPart[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const headers = init?.headers as Record<string, string>;
    sent.push({ url: String(url), range: headers['content-range'], bytes: (init?.body as Blob).size });
    const answer = answers.shift();
    if (!answer) throw new Error('no more answers');
    return answer;
  }) as typeof fetch;
  return sent;
}

/** The parts of a Response the upload reads (jsdom has no Response). */
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  ({
    status,
    ok: status >= 200 && status < 300,
    headers: { has: (name: string) => name in headers, get: (name: string) => headers[name] ?? null },
    json: async () => body,
  }) as unknown as Response;

const MB = 1024 * 1024;
const uploaded = { name: 'backup-20261202-101500-000Z-uploaded.tar.gz', bytes: 9 * MB, createdAt: '2026-12-02T10:15:00.000Z', madeBy: 'uploaded' };

describe('uploading a backup file', () => {
  const realFetch = global.fetch;
  afterEach(() => (global.fetch = realFetch));

  test('sends it in parts of 4 MB to one upload address, and answers the backup as the list names it', async () => {
    const sent = serverAnswering([json(200, { data: { received: 4 * MB } }), json(200, { data: { received: 8 * MB } }), json(201, { data: uploaded })]);
    const progress: number[] = [];
    const backup = await uploadBackupFile(new File([new Uint8Array(9 * MB)], 'office-copy.tar.gz'), (bytes) => progress.push(bytes));
    expect(backup).toEqual({ ...uploaded, madeBy: 'UPLOADED' });
    expect(sent.map(({ range, bytes }) => [range, bytes])).toEqual([
      [`bytes 0-${4 * MB - 1}/${9 * MB}`, 4 * MB],
      [`bytes ${4 * MB}-${8 * MB - 1}/${9 * MB}`, 4 * MB],
      [`bytes ${8 * MB}-${9 * MB - 1}/${9 * MB}`, MB],
    ]);
    expect(new Set(sent.map(({ url }) => url)).size).toBe(1);
    expect(sent[0].url).toMatch(/^\/api\/backups\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(progress).toEqual([4 * MB, 8 * MB]);
  });

  test('sends again from where the server stands when it says a part is missing', async () => {
    const sent = serverAnswering([
      json(200, { data: { received: 4 * MB } }),
      json(409, { message: 'This upload has 1048576 bytes so far' }, { 'upload-offset': String(MB) }),
      json(201, { data: { ...uploaded, bytes: 5 * MB } }),
    ]);
    await uploadBackupFile(new File([new Uint8Array(5 * MB)], 'office-copy.tar.gz'), () => undefined);
    expect(sent.map(({ range }) => range)).toEqual([
      `bytes 0-${4 * MB - 1}/${5 * MB}`,
      `bytes ${4 * MB}-${5 * MB - 1}/${5 * MB}`,
      `bytes ${MB}-${5 * MB - 1}/${5 * MB}`,
    ]);
  });

  test("says the server's reason when the file is not a backup of this site", async () => {
    serverAnswering([json(400, { message: 'The archive is not a backup of this site: it is not a gzip file' })]);
    await expect(uploadBackupFile(new File(['not a backup'], 'photo.jpg'), () => undefined)).rejects.toThrow(
      'The archive is not a backup of this site: it is not a gzip file',
    );
  });
});
