/** zod schemas of the product API's answers (see packages/api and docs/api.md). */
import { z } from 'zod';

export const currencySchema = z.object({
  _id: z.string(),
  chain_name: z.string(),
  chain_symbol: z.string(),
  symbol: z.string(),
  name: z.string(),
  type: z.enum(['coin', 'token']),
  decimal: z.number().int().nonnegative(),
  status: z.boolean(),
  contractAddress: z.string().nullable(),
});
export type Currency = z.infer<typeof currencySchema>;

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.object({ data: z.array(item), total: z.number().int().nonnegative() }) });
}

export const coinGroupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  coins: z.array(currencySchema),
});
export type CoinGroup = z.infer<typeof coinGroupSchema>;

export const currencyPageSchema = pagedSchema(currencySchema);
export const coinGroupPageSchema = pagedSchema(coinGroupSchema);
export const oneCurrencySchema = z.object({ data: currencySchema });

export const newsSchema = z.object({ data: z.array(z.object({ key: z.string(), message: z.string() })) });

export const registrationResultSchema = z.object({
  data: z.object({ registered: z.number().int(), total: z.number().int() }),
});

export const registeredCoinsSchema = z.object({
  data: z.array(
    z.object({
      _id: z.string().nullable(),
      chain_name: z.string(),
      symbol: z.string(),
      contractAddress: z.string().nullable(),
      address: z.string().nullable(),
      is_create_wallet: z.boolean(),
      is_imported: z.boolean(),
    }),
  ),
});

/** Decimal strings only: a price is never a float in the wallet. */
const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'expected a decimal string');

export const feeInfoSchema = z.object({
  data: z.record(
    z.string(),
    z.object({ multiplier: decimalString, maxPriorityFee: decimalString.nullable() }),
  ),
});
export type FeeInfo = z.infer<typeof feeInfoSchema>['data'];

export const fiatRatesSchema = z.object({
  data: z.object({ currency: z.string(), rates: z.record(z.string(), decimalString) }),
});

/** CoinMarketCap's quotes/latest shape as the relay passes it on (quote numbers as decimal strings). */
export const quotesSchema = z.object({
  status: z.object({ error_code: z.number(), error_message: z.string().nullable() }).loose(),
  data: z.record(
    z.string(),
    z
      .object({ symbol: z.string(), quote: z.record(z.string(), z.object({ price: decimalString }).loose()) })
      .loose(),
  ),
});
export type Quotes = z.infer<typeof quotesSchema>;
