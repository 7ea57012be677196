/**
 * Property of every route of the product API (read from its own OpenAPI document, so a new route
 * is covered the day it lands): random path parameters, query strings, headers and bodies get a
 * clear answer, never a 500. The server runs with every relay configured and an upstream fetch
 * that answers garbage (any JSON, text, HTTP errors), so inputs that pass validation reach the
 * relays' own answer parsing too: an upstream fault is a 502/503/504, never a 500.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config';
import { type RunningApiServer, startApiServer } from '../server';

const UP = 'http://127.0.0.1:9';
const ENV = {
  CMC_API_KEYS: 'cmc-key',
  CMC_BASE_URL: `${UP}/cmc`,
  KESTREL_UTXO_UPSTREAMS: `bitcoin=${UP}/btc,litecoin=${UP}/ltc`,
  KESTREL_CARDANO_UPSTREAM: `${UP}/cardano`,
  KESTREL_EXCHANGE_PROVIDERS: `changenow=${UP}/cn`,
  KESTREL_EXCHANGE_KEY_CHANGENOW: 'cn-key',
  KESTREL_SELL_MOONPAY_URL: `${UP}/mp`,
  KESTREL_SELL_MOONPAY_WIDGET_URL: `${UP}/mpw`,
  KESTREL_SELL_MOONPAY_KEY: 'pk_test',
  KESTREL_SELL_MOONPAY_SECRET: 'sk_test',
  KESTREL_NFT_EVM_UPSTREAM: `${UP}/alchemy/{network}/{key}`,
  KESTREL_ALCHEMY_KEY: 'alchemy-key',
  KESTREL_NFT_SOLANA_UPSTREAM: `${UP}/das/{network}?api-key={key}`,
  KESTREL_HELIUS_KEY: 'helius-key',
};

/** What every upstream answers during one run. */
let upstream = { status: 200, body: '{}' };
const garbageFetch: typeof fetch = async () =>
  new Response(upstream.status === 204 ? null : upstream.body, {
    status: upstream.status,
    headers: { 'content-type': 'application/json' },
  });

interface RouteDoc {
  method: string;
  path: string;
  params: { name: string; in: string }[];
  body: string[] | null;
}

let api: RunningApiServer;
let routes: RouteDoc[];

beforeAll(async () => {
  const config = configFromEnv(ENV);
  api = await startApiServer({
    ...config,
    host: '127.0.0.1',
    port: 0,
    databaseUrl: ':memory:',
    log: false,
    fetch: garbageFetch,
    providerTimeoutMs: 1000,
    writeLimits: { requests: 1e9, rows: 1e9, rowsPerClient: 1e9 },
  });
  await api.app.ready();
  const doc = (api.app as FastifyInstance & { swagger(): unknown }).swagger() as {
    paths: Record<string, Record<string, { parameters?: RouteDoc['params']; requestBody?: unknown }>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const schema = (op.requestBody as { content?: Record<string, { schema?: { properties?: object } }> })
        ?.content?.['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        params: op.parameters ?? [],
        body: op.requestBody ? Object.keys(schema?.properties ?? {}) : null,
      };
    }),
  );
});

afterAll(async () => {
  await api?.close();
});

/** Values near what routes expect as well as junk: numbers, symbols, hex, long and odd text. */
const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('BTC', 'ETH', 'usd', 'bitcoin', 'ethereum', 'mainnet', '1', '0', '-1', '1e309', 'NaN', ''),
  fc.stringMatching(/^[0-9a-f]{0,70}$/),
  fc.stringMatching(/^[A-Za-z0-9_-]{10,40}$/),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const jsonish = fc.oneof(text, fc.jsonValue({ maxDepth: 2 }));

interface Call {
  route: number;
  path: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  clientId: string | null;
  upstream: { status: number; body: string };
}

function arbCall(count: number): fc.Arbitrary<Call> {
  return fc.record({
    route: fc.nat(count - 1),
    path: fc.dictionary(fc.constantFrom('p'), text),
    query: fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('limit', 'page', 'search')),
      text,
      {
        maxKeys: 3,
      },
    ),
    body: fc.oneof(
      jsonish,
      fc.dictionary(fc.string({ maxLength: 10 }), jsonish, { maxKeys: 4 }),
      fc.array(fc.record({ chain_name: text, symbol: text, contractAddress: text }), { maxLength: 3 }),
    ),
    clientId: fc.option(fc.oneof(text, fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/)), { nil: null }),
    upstream: fc.record({
      status: fc.constantFrom(200, 200, 201, 204, 400, 404, 429, 500),
      body: fc.oneof(
        fc.json({ maxDepth: 3 }),
        fc.string({ maxLength: 20 }),
        fc.constantFrom('{}', '[]', 'null'),
      ),
    }),
  });
}

/** Fills every named parameter of the route from the run's values, the rest of the query as is. */
function requestOf(r: RouteDoc, c: Call, body: unknown) {
  const values = Object.values(c.path);
  let i = 0;
  const next = () => values[i++ % Math.max(values.length, 1)] ?? 'x';
  const url = r.path.replace(/\{([^}]+)\}/g, () => encodeURIComponent(next()));
  const query: Record<string, string> = { ...c.query };
  for (const p of r.params) if (p.in === 'query' && !(p.name in query)) query[p.name] = next();
  const headers: Record<string, string> = c.clientId === null ? {} : { 'x-client-id': c.clientId };
  return {
    method: r.method as 'GET' | 'POST',
    url,
    query,
    headers,
    ...(r.body
      ? {
          payload: JSON.stringify(body) ?? 'null',
          headers: { ...headers, 'content-type': 'application/json' },
        }
      : {}),
  };
}

describe('every API route answers random input clearly, never 500 (property)', () => {
  it('lists the routes it fuzzes', () => {
    // The relays' routes are served (configured above) and the write routes carry a body schema.
    const names = routes.map((r) => `${r.method} ${r.path}`);
    expect(names).toEqual(expect.arrayContaining(['POST /exchange/create', 'GET /nft/{chain}/{address}']));
    expect(routes.filter((r) => r.body !== null).length).toBeGreaterThanOrEqual(3);
  });

  it('a number too large for a double (Infinity once parsed) is a 400, not a database error', async () => {
    for (const url of ['/currencies?page=1e309', '/coin-groups?limit=-1e309']) {
      const res = await api.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(JSON.parse(res.body).error).toMatch(/^querystring\.(page|limit) must be a finite number$/);
    }
  });

  it('random path, query, headers and bodies, with garbage upstream answers', async () => {
    await fc.assert(
      fc.asyncProperty(arbCall(routes.length), async (c) => {
        upstream = c.upstream;
        const r = routes[c.route]!;
        const res = await api.app.inject(requestOf(r, c, c.body));
        const where = `${r.method} ${r.path} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, where).not.toBe(500);
        expect(res.statusCode, where).toBeLessThan(505);
        // Blockfrost's four send calls pass the upstream's own answer through (routes/cardano.ts).
        const passThrough = r.path.startsWith('/cardano/api/v0/') && res.statusCode !== 502;
        if (res.statusCode >= 400 && !passThrough) {
          const body = JSON.parse(res.body) as { error?: unknown; statusCode?: unknown };
          expect(typeof body.error === 'string' && body.error.length > 0, where).toBe(true);
          // The relayed providers' routes answer {error} alone (their documented shapes).
          if (body.statusCode !== undefined) expect(body.statusCode, where).toBe(res.statusCode);
        }
      }),
      { numRuns: 300 },
    );
  });
});
