// The S3 test server in its own process (started by s3-server.ts with --openssl-legacy-provider: s3rver pages
// ListObjectsV2 with DES continuation tokens, which OpenSSL 3 only has in its legacy provider).
// Arguments: data directory, bucket. Prints {"port": n} once listening; exits when its parent goes.
const S3rver = require("s3rver");

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: "127.0.0.1",
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [] }],
});
server.run().then(({ port }) => process.stdout.write(`${JSON.stringify({ port })}\n`));
// objects are on disk once answered: nothing to wait for (close() would wait for the clients' idle sockets)
const stop = () => process.exit(0);
process.on("SIGTERM", stop);
process.stdin.on("end", stop);
process.stdin.resume();
