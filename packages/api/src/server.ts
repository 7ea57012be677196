/** Starts the product API: opens and migrates the database, seeds the catalogue, listens. */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { DEFAULT_BODY_LIMIT, buildApp } from './app';
import { DEFAULT_CMC_BASE_URL, DEFAULT_HOST, DEFAULT_PORT } from './config';
import { type DialectName, openDatabase } from './db/connect';
import type { LogOptions } from './http/logging';
import type { TrustProxy } from './limits/client-address';
import { type CounterStore, MemoryCounterStore } from './limits/counter-store';
import { redisCounterStore } from './limits/redis-store';
import { DEFAULT_WRITE_LIMITS, type WriteLimits, WriteLimiter } from './limits/write-limits';
import { migrateToLatest } from './migrations/index';
import { QuoteRelay, type QuoteRelayOptions } from './prices/quote-relay';
import { redisRelayState } from './prices/relay-state';
import { connectRedis, type RedisLink } from './redis/link';
import { seedCatalogue } from './seed/catalogue';
import { EsploraRelay, type Upstream, type UtxoCoin } from './utxo/esplora-relay';
import { CardanoRelay, type CardanoUpstream } from './cardano/blockfrost-relay';
import { ExchangeRelay } from './exchange/exchange-relay';
import type { ExchangeProviderConfig } from './exchange/changenow';
import { SellRelay } from './sell/sell-relay';
import type { SellProviderConfig } from './sell/moonpay';
import { NftRelay } from './nft/nft-relay';
import type { NftUpstreams } from './nft/nft-upstream';

export interface StartApiServerOptions {
  port?: number;
  host?: string;
  /** postgres://… for PostgreSQL; a SQLite path, 'sqlite:<path>' or ':memory:'; default data/kestrel-api.sqlite. */
  databaseUrl?: string;
  cmcApiKeys?: readonly string[];
  cmcBaseUrl?: string;
  /** Upstream fetch (tests inject one); the global fetch by default. */
  fetch?: typeof fetch;
  log?: LogOptions | false;
  bodyLimit?: number;
  /** redis://… shares the write limits' counters between instances; each instance counts alone without it. */
  redisUrl?: string;
  /** Which proxies may set X-Forwarded-For; none by default (the socket address is the client's). */
  trustProxy?: TrustProxy;
  /** Overrides of DEFAULT_WRITE_LIMITS. */
  writeLimits?: Partial<WriteLimits>;
  /** Seed the catalogue after migrating (idempotent); default true. */
  seed?: boolean;
  relay?: Partial<Omit<QuoteRelayOptions, 'baseUrl' | 'apiKeys' | 'fetch'>>;
  /** Mempool/Esplora-style upstreams per coin for the premium Bitcoin-family provider (KESTREL_UTXO_UPSTREAMS). */
  utxoUpstreams?: Partial<Record<UtxoCoin, Upstream>>;
  /** KESTREL_CARDANO_UPSTREAM and/or KESTREL_CARDANO_KEY: serves the Cardano routes when set. */
  cardanoUpstream?: CardanoUpstream;
  /** ChangeNOW v2-shaped exchange providers (KESTREL_EXCHANGE_PROVIDERS): serve /exchange/… when any. */
  exchangeProviders?: readonly ExchangeProviderConfig[];
  /** MoonPay-shaped sell providers (KESTREL_SELL_MOONPAY_*): serve /sell/… when any. */
  sellProviders?: readonly SellProviderConfig[];
  /** Deadline of each exchange or sell provider call (default 10 s). */
  providerTimeoutMs?: number;
  /** KESTREL_NFT_* / KESTREL_ALCHEMY_KEY / KESTREL_HELIUS_KEY: serves GET /nft/… when either is set. */
  nftUpstreams?: NftUpstreams;
}

export interface RunningApiServer {
  app: FastifyInstance;
  /** http://host:port, with the port actually bound (useful with port 0). */
  url: string;
  port: number;
  dialect: DialectName;
  relay: QuoteRelay;
  /** The database handle (operators' scripts and tests write the catalogue through it). */
  db: Kysely<Database>;
  /** Stops accepting requests, finishes the ones in flight, closes the database. */
  close(): Promise<void>;
}

export async function startApiServer(options: StartApiServerOptions = {}): Promise<RunningApiServer> {
  let app: FastifyInstance | undefined;
  const { db, dialect } = openDatabase(options.databaseUrl, {
    onPoolError: (err) =>
      app?.log.warn({ code: (err as { code?: string }).code }, 'database connection lost'),
  });
  // One Redis link (REDIS_URL) shares the write limits and the price cache between instances.
  let redis: RedisLink | undefined;
  try {
    await migrateToLatest(db);
    if (options.seed !== false) await seedCatalogue(db);
    if (options.redisUrl)
      redis = await connectRedis(options.redisUrl, {
        log: { warn: (o, m) => app?.log.warn(o, m), info: (o, m) => app?.log.info(o, m) },
      });
  } catch (err) {
    await db.destroy();
    throw err;
  }
  const store: CounterStore = redis ? redisCounterStore(redis) : new MemoryCounterStore();
  const limiter = new WriteLimiter(store, { ...DEFAULT_WRITE_LIMITS, ...options.writeLimits });
  const closeShared = () => Promise.all([limiter.close(), redis?.close(), db.destroy()]);
  let relay: QuoteRelay | undefined;
  try {
    relay = new QuoteRelay({
      ...options.relay,
      baseUrl: options.cmcBaseUrl ?? DEFAULT_CMC_BASE_URL,
      apiKeys: options.cmcApiKeys ?? [],
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(redis ? { shared: redisRelayState(redis) } : {}),
      log: { warn: (o, m) => app?.log.warn(o, m), info: (o, m) => app?.log.info(o, m) },
    });
    app = await buildApp({
      context: { db, dialect, relay, limiter },
      log: options.log,
      bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
      trustProxy: options.trustProxy ?? false,
      ...(options.exchangeProviders?.length
        ? {
            exchangeRelay: new ExchangeRelay(options.exchangeProviders, {
              ...(options.fetch ? { fetch: options.fetch } : {}),
              ...(options.providerTimeoutMs ? { timeoutMs: options.providerTimeoutMs } : {}),
            }),
          }
        : {}),
      ...(options.sellProviders?.length
        ? {
            sellRelay: new SellRelay(options.sellProviders, {
              ...(options.fetch ? { fetch: options.fetch } : {}),
              ...(options.providerTimeoutMs ? { timeoutMs: options.providerTimeoutMs } : {}),
            }),
          }
        : {}),
      ...(options.utxoUpstreams && Object.keys(options.utxoUpstreams).length
        ? {
            utxoRelay: new EsploraRelay({
              upstreams: options.utxoUpstreams,
              ...(options.fetch ? { fetch: options.fetch } : {}),
            }),
          }
        : {}),
      ...(options.cardanoUpstream
        ? {
            cardanoRelay: new CardanoRelay(options.cardanoUpstream, {
              ...(options.fetch ? { fetch: options.fetch } : {}),
            }),
          }
        : {}),
      ...(options.nftUpstreams && Object.keys(options.nftUpstreams).length
        ? {
            nftRelay: new NftRelay(options.nftUpstreams, {
              ...(options.fetch ? { fetch: options.fetch } : {}),
            }),
          }
        : {}),
    });
    app.addHook('onClose', async () => {
      await closeShared();
    });
    await app.listen({ port: options.port ?? DEFAULT_PORT, host: options.host ?? DEFAULT_HOST });
  } catch (err) {
    if (app) await app.close();
    else await closeShared();
    throw err;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? DEFAULT_PORT);
  const host = options.host ?? DEFAULT_HOST;
  const started = app;
  app.log.info({ port, dialect }, 'kestrel api listening');
  return {
    app: started,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    dialect,
    relay,
    db,
    close: () => started.close(),
  };
}
