// A real S3 server (s3rver) for the tests, in its own process: s3rver makes ListObjectsV2's
// continuation tokens with DES, which Node's OpenSSL 3 has only with --openssl-legacy-provider
// (test/support/s3-server.ts starts this file with it). Prints its port, then serves until killed.
const S3rver = require('s3rver');

const [directory, ...buckets] = process.argv.slice(2);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: buckets.map((name) => ({ name })) });
server.run().then(
  (address) => process.stdout.write(`${JSON.stringify({ port: address.port })}\n`),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
