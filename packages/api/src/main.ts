/**
 * `npm run api`: the product API on PORT (default 8787). DATABASE_URL selects PostgreSQL; without it the
 * embedded SQLite file data/kestrel-api.sqlite is used. CMC_API_KEYS is comma-joined; CMC_BASE_URL optional.
 * REDIS_URL shares the write limits between instances; KESTREL_API_* tune them (docs/api.md).
 * SIGINT/SIGTERM close the server (finishing requests in flight) and the database, then exit.
 */
import { configFromEnv } from './config';
import { startApiServer } from './server';

async function main(): Promise<void> {
  const config = configFromEnv(process.env);
  const server = await startApiServer({
    port: config.port,
    host: config.host,
    databaseUrl: config.databaseUrl,
    cmcApiKeys: config.cmcApiKeys,
    cmcBaseUrl: config.cmcBaseUrl,
    log: { level: config.logLevel },
    redisUrl: config.redisUrl,
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    writeLimits: config.writeLimits,
    exchangeProviders: config.exchangeProviders,
    sellProviders: config.sellProviders,
    utxoUpstreams: config.utxoUpstreams,
    ...(config.cardanoUpstream ? { cardanoUpstream: config.cardanoUpstream } : {}),
    nftUpstreams: config.nftUpstreams,
  });
  if (config.cmcApiKeys.length === 0)
    server.app.log.warn('CMC_API_KEYS is empty: price routes will answer 503');
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    server.app.log.info({ signal }, 'shutting down');
    server
      .close()
      .then(() => {
        server.app.log.info('closed');
        process.exit(0);
      })
      .catch((err: unknown) => {
        server.app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  // The message only: a stack or a DATABASE_URL must not end up in a log aggregator.
  const message = err instanceof Error ? err.message : String(err);
  process.stderr.write(
    `kestrel api failed to start: ${message.replace(/\/\/[^@/\s]*@/g, '//[redacted]@')}\n`,
  );
  process.exit(1);
});
