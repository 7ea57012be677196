/**
 * A local stand-in for CoinMarketCap's GET /v1/cryptocurrency/quotes/latest on 127.0.0.1, answering in the
 * provider's documented shape and enforcing a request budget per API key (HTTP 429, error_code 1008).
 *
 * Shape and texts from CoinMarketCap's API documentation: the quotes/latest example (Bitcoin, price
 * 6602.60701122, volume_24h 4314444687.5194, … status {timestamp, error_code 0, error_message "", elapsed 10,
 * credit_count 1, notice ""}) and the error table ("1008 [API_KEY_PLAN_MINUTE_RATE_LIMIT_REACHED] You've
 * exceeded your API Key's HTTP request rate limit. Rate limits reset every minute.", "1001 [API_KEY_INVALID]
 * This API Key is invalid.", "1002 [API_KEY_MISSING] API key missing.").
 * The response text is assembled from strings so every number is sent exactly as written here.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAsset {
  id: number;
  name: string;
  symbol: string;
  slug: string;
  cmc_rank: number;
  /** Price per convert currency, as JSON number text. */
  prices: Record<string, string>;
}

/** BTC is the documentation's own example; the others follow its shape with made-up figures. */
export const FAKE_ASSETS: readonly FakeAsset[] = [
  {
    id: 1,
    name: 'Bitcoin',
    symbol: 'BTC',
    slug: 'bitcoin',
    cmc_rank: 1,
    prices: { USD: '6602.60701122', EUR: '6088.1234567' },
  },
  {
    id: 1027,
    name: 'Ethereum',
    symbol: 'ETH',
    slug: 'ethereum',
    cmc_rank: 2,
    prices: { USD: '3512.48', EUR: '3239.9' },
  },
  {
    id: 825,
    name: 'Tether USDt',
    symbol: 'USDT',
    slug: 'tether',
    cmc_rank: 3,
    prices: { USD: '1.00012', EUR: '0.92211' },
  },
  // More digits than a double holds, and an exponent: both must come out exactly.
  {
    id: 5994,
    name: 'Shiba Inu',
    symbol: 'SHIB',
    slug: 'shiba-inu',
    cmc_rank: 20,
    prices: { USD: '0.000012345678901234567', EUR: '1.1e-5' },
  },
];

export const CMC_ERRORS = {
  missing: { http: 401, code: 1002, message: 'API key missing.' },
  invalid: { http: 401, code: 1001, message: 'This API Key is invalid.' },
  minuteLimit: {
    http: 429,
    code: 1008,
    message: "You've exceeded your API Key's HTTP request rate limit. Rate limits reset every minute.",
  },
} as const;

export interface FakeCmcOptions {
  /** API key → requests it may make per window. */
  keys: Record<string, number>;
  windowMs?: number;
  /** Delay before answering, to exercise timeouts. */
  delayMs?: number;
}

export interface FakeCmcRequest {
  key: string | undefined;
  symbol: string | null;
  convert: string | null;
  status: number;
}

export interface FakeCmc {
  /** Base URL to configure as CMC_BASE_URL (ends in /v1). */
  baseUrl: string;
  requests: FakeCmcRequest[];
  countFor(key: string): number;
  close(): Promise<void>;
}

function statusJson(code: number, message: string, credits: number): string {
  const ts = new Date().toISOString();
  return `"status":{"timestamp":"${ts}","error_code":${code},"error_message":${JSON.stringify(message)},"elapsed":10,"credit_count":${credits},"notice":""}`;
}

function assetJson(a: FakeAsset, convert: string[]): string {
  const quotes = convert
    .map(
      (c) =>
        `"${c}":{"price":${a.prices[c]},"volume_24h":4314444687.5194,"volume_change_24h":-0.152774,` +
        `"percent_change_1h":0.988615,"percent_change_24h":4.37185,"percent_change_7d":-12.1352,` +
        `"percent_change_30d":-12.1352,"market_cap":852164659250.2758,"market_cap_dominance":51,` +
        `"fully_diluted_market_cap":952835089431.14,"last_updated":"2018-08-09T21:56:28.000Z"}`,
    )
    .join(',');
  return (
    `{"id":${a.id},"name":${JSON.stringify(a.name)},"symbol":"${a.symbol}","slug":"${a.slug}","is_active":1,` +
    `"is_fiat":0,"circulating_supply":17199862,"total_supply":17199862,"max_supply":21000000,` +
    `"date_added":"2013-04-28T00:00:00.000Z","num_market_pairs":331,"cmc_rank":${a.cmc_rank},` +
    `"last_updated":"2018-08-09T21:56:28.000Z","tags":["mineable"],"platform":null,` +
    `"self_reported_circulating_supply":null,"self_reported_market_cap":null,"quote":{${quotes}}}`
  );
}

export async function startFakeCmc(options: FakeCmcOptions): Promise<FakeCmc> {
  const windowMs = options.windowMs ?? 60_000;
  const used = new Map<string, { start: number; count: number }>();
  const requests: FakeCmcRequest[] = [];
  const bySymbol = new Map(FAKE_ASSETS.map((a) => [a.symbol, a]));

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const rawKey = req.headers['x-cmc_pro_api_key'];
    const key = Array.isArray(rawKey) ? rawKey[0] : rawKey;
    const symbol = url.searchParams.get('symbol');
    const convertParam = url.searchParams.get('convert');
    const answer = (status: number, body: string) => {
      requests.push({ key, symbol, convert: convertParam, status });
      const send = () => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(body);
      };
      if (options.delayMs) setTimeout(send, options.delayMs);
      else send();
    };
    const error = (e: { http: number; code: number; message: string }) =>
      answer(e.http, `{${statusJson(e.code, e.message, 0)}}`);

    if (url.pathname !== '/v1/cryptocurrency/quotes/latest')
      return error({ http: 404, code: 404, message: 'Not found' });
    if (!key) return error(CMC_ERRORS.missing);
    const limit = options.keys[key];
    if (limit === undefined) return error(CMC_ERRORS.invalid);
    const now = Date.now();
    let u = used.get(key);
    if (!u || now - u.start >= windowMs) used.set(key, (u = { start: now, count: 0 }));
    if (u.count >= limit) return error(CMC_ERRORS.minuteLimit);
    u.count++;

    if (!symbol)
      return error({
        http: 400,
        code: 400,
        message: '"value" must contain at least one of [id, symbol, slug]',
      });
    const convert = (convertParam ?? 'USD').split(',');
    const badConvert = convert.find((c) => !FAKE_ASSETS[0]!.prices[c]);
    if (badConvert)
      return error({ http: 400, code: 400, message: `Invalid value for "convert": "${badConvert}"` });
    const symbols = symbol.split(',');
    const unknown = symbols.filter((s) => !bySymbol.has(s));
    if (unknown.length) {
      return error({ http: 400, code: 400, message: `Invalid value for "symbol": "${unknown.join(',')}"` });
    }
    const data = symbols.map((s) => `"${s}":${assetJson(bySymbol.get(s)!, convert)}`).join(',');
    return answer(200, `{"data":{${data}},${statusJson(0, '', 1)}}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    countFor: (k) => requests.filter((r) => r.key === k).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
