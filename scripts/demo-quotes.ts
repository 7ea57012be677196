/**
 * A local stand-in for CoinMarketCap's GET /v1/cryptocurrency/quotes/latest with fixed DEMO prices
 * for the native coins, for the devnet (`npm start`): the devnet has no market, so the product API
 * relays these made-up figures and the web shell labels them "demo prices".
 *
 * Answer shape as in CoinMarketCap's documented quotes/latest example (data.SYMBOL.quote.CUR.price,
 * status {timestamp, error_code 0, error_message, elapsed, credit_count}); the same shape as
 * packages/api/src/testing/fake-cmc.ts, which rejects unknown symbols and has no LTC, BNB... so it
 * does not fit a wallet asking for every coin it holds. Unknown symbols are left out here (as CMC
 * does with skip_invalid=true) and any API key is accepted.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Made-up USD prices (decimal text), round on purpose so nobody takes them for market data. */
export const DEMO_USD_PRICES: Readonly<Record<string, string>> = {
  BTC: '60000.00',
  ETH: '3000.00',
  BNB: '500.00',
  SOL: '150.00',
  TRX: '0.12',
  LTC: '80.00',
  DOGE: '0.15',
  BCH: '400.00',
  POL: '0.50',
  AVAX: '30.00',
  FTM: '0.70',
  XDAI: '1.00',
  KAVA: '0.50',
  ETC: '25.00',
  USDT: '1.00',
};

/** Fixed conversion of the demo prices into a few local currencies (units of currency per USD). */
export const DEMO_FX: Readonly<Record<string, string>> = { USD: '1', EUR: '0.9', GBP: '0.8' };

/** "3000.00" x "0.9" as exact decimal text (no floats). */
export function mulDecimal(a: string, b: string): string {
  const scale = (s: string) => (s.split('.')[1] ?? '').length;
  const digits = (s: string) => BigInt(s.replace('.', ''));
  const places = scale(a) + scale(b);
  const raw = (digits(a) * digits(b)).toString().padStart(places + 1, '0');
  return places ? `${raw.slice(0, -places)}.${raw.slice(-places)}` : raw;
}

export interface DemoQuotes {
  /** The CMC_BASE_URL to give the API (ends in /v1). */
  baseUrl: string;
  close(): Promise<void>;
}

function status(code: number, message: string): string {
  return `"status":{"timestamp":"${new Date().toISOString()}","error_code":${code},"error_message":${JSON.stringify(message)},"elapsed":1,"credit_count":${code ? 0 : 1},"notice":"demo prices"}`;
}

/** Starts the demo quote upstream on 127.0.0.1 (port 0: a free one). */
export async function startDemoQuotes(port = 0): Promise<DemoQuotes> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const send = (code: number, body: string) => {
      res.writeHead(code, { 'content-type': 'application/json; charset=utf-8' });
      res.end(body);
    };
    if (url.pathname !== '/v1/cryptocurrency/quotes/latest')
      return send(404, `{${status(404, 'Not found')}}`);
    const symbols = (url.searchParams.get('symbol') ?? '').split(',').filter(Boolean);
    const convert = (url.searchParams.get('convert') ?? 'USD').split(',');
    const bad = convert.find((c) => !DEMO_FX[c]);
    if (bad) return send(400, `{${status(400, `Invalid value for "convert": "${bad}"`)}}`);
    const data = symbols
      .filter((s) => DEMO_USD_PRICES[s])
      .map((s) => {
        const quote = convert
          .map(
            (c) =>
              `"${c}":{"price":${mulDecimal(DEMO_USD_PRICES[s]!, DEMO_FX[c]!)},"last_updated":"2024-01-01T00:00:00.000Z"}`,
          )
          .join(',');
        return `"${s}":{"id":0,"name":"${s} (demo)","symbol":"${s}","slug":"${s.toLowerCase()}","quote":{${quote}}}`;
      })
      .join(',');
    return send(200, `{"data":{${data}},${status(0, '')}}`);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${bound}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
