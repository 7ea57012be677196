/** Reads fiat rates (one decimal string per symbol) out of a quotes answer. Pure. */
import type { QuotesResponse } from './quote-relay';

/** `data.SYMBOL.quote.CURRENCY.price` in v1's shape, or the first entry of v2's array per symbol. */
export function fiatRates(
  value: QuotesResponse,
  symbols: readonly string[],
  currency: string,
): Record<string, string> {
  const rates: Record<string, string> = {};
  for (const symbol of symbols) {
    const raw = value.data?.[symbol];
    const entry = (Array.isArray(raw) ? raw[0] : raw) as
      { quote?: Record<string, { price?: unknown }> } | undefined;
    const price = entry?.quote?.[currency]?.price;
    if (typeof price === 'string') rates[symbol] = price;
  }
  return rates;
}
