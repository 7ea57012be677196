/** Fiat rates and quotes through the product API, cached 5 minutes in the wallet (spec §7, §9). */
import type { HttpClient } from './http-client';
import { fiatRatesSchema, quotesSchema, type Quotes } from './schemas';

export const PRICE_CACHE_MS = 5 * 60 * 1000;

export interface PriceServiceOptions {
  http: HttpClient;
  now?: () => number;
  ttlMs?: number;
}

export function createPriceService({ http, now = Date.now, ttlMs = PRICE_CACHE_MS }: PriceServiceOptions) {
  const cache = new Map<string, { at: number; value: unknown }>();
  async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value as T;
    const value = await load();
    cache.set(key, { at: now(), value });
    return value;
  }
  const norm = (symbols: readonly string[]) =>
    [...new Set(symbols.map((s) => s.trim().toUpperCase()).filter(Boolean))].sort().join(',');

  return {
    /** Decimal-string rates per symbol in the local currency (default USD); unknown symbols are absent. */
    getFiatRates(symbols: readonly string[], currency = 'USD'): Promise<Record<string, string>> {
      const list = norm(symbols);
      if (!list) return Promise.resolve({});
      const cur = currency.toUpperCase();
      return cached(`rates|${list}|${cur}`, async () => {
        const res = await http.get('/prices', fiatRatesSchema, { symbols: list, currency: cur });
        return res.data.rates;
      });
    },
    /** CoinMarketCap-shaped quotes via the relay. */
    getQuotes(symbols: readonly string[], convert = 'USD'): Promise<Quotes> {
      const list = norm(symbols);
      return cached(`quotes|${list}|${convert.toUpperCase()}`, () =>
        http.get('/cryptocurrency/quotes/latest', quotesSchema, {
          symbol: list,
          convert: convert.toUpperCase(),
        }),
      );
    },
  };
}
