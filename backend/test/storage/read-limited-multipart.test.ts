import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { processRequest, type FileUpload, type Upload } from 'graphql-upload-minimal';
import { readStreamLimited } from '../../src/storage';
import { makeJpeg, makeLargeJpegBytes } from '../fixtures/images';

const MB = 1024 * 1024;

/**
 * A real multipart upload through graphql-upload-minimal (busboy): an oversized
 * file followed by a small one. The oversized one must be refused without
 * stalling the parser, so the small one still arrives and the request completes.
 */
async function uploadTwoFiles(options: { maxFileSize: number; readLimit: number }) {
  const server: Server = createServer(async (req, res) => {
    const operation = await processRequest(req, res, { maxFileSize: options.maxFileSize });
    const uploads = (operation as { variables: { files: Upload[] } }).variables.files;
    const outcomes: (number | string)[] = [];
    for (const upload of uploads) {
      const file: FileUpload = await upload.promise;
      try {
        outcomes.push((await readStreamLimited(file.createReadStream(), options.readLimit)).length);
      } catch (error) {
        outcomes.push((error as { code?: string }).code ?? String(error));
      }
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(outcomes));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  try {
    const big = await makeLargeJpegBytes(3 * MB);
    const small = await makeJpeg({ width: 50, height: 50 });
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({ query: 'mutation ($files: [Upload!]!) { upload(files: $files) }', variables: { files: [null, null] } }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.files.0'], 1: ['variables.files.1'] }));
    form.append('0', new Blob([big], { type: 'image/jpeg' }), 'big.jpg');
    form.append('1', new Blob([small], { type: 'image/jpeg' }), 'small.jpg');

    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    return { outcomes: (await response.json()) as (number | string)[], smallLength: small.length };
  } finally {
    server.close();
  }
}

describe('readStreamLimited with graphql-upload-minimal', () => {
  it('refuses a file cut off by maxFileSize and still receives the next file', async () => {
    const { outcomes, smallLength } = await uploadTwoFiles({ maxFileSize: 1 * MB, readLimit: 1 * MB });
    expect(outcomes).toEqual(['PAYLOAD_TOO_LARGE', smallLength]);
  });

  it('refuses a file over its own limit (below maxFileSize) and still receives the next file', async () => {
    const { outcomes, smallLength } = await uploadTwoFiles({ maxFileSize: 10 * MB, readLimit: 1 * MB });
    expect(outcomes).toEqual(['PAYLOAD_TOO_LARGE', smallLength]);
  });
});
