/**
 * The product API's exchange routes (app-layer §7, docs/api.md "Exchange"): fixed-rate quotes of
 * every provider (availableProviders) and the order with the spec's exact body. Amounts travel as
 * decimal text and are checked with zod; a malformed answer is an ApiClientError.
 */
import { z } from 'zod';
import type { HttpClient } from './http-client';

const decimal = z.string().regex(/^\d{1,30}(\.\d{1,30})?$/);

export const providerQuoteSchema = z.object({
  providerName: z.string().min(1),
  providerDisplayName: z.string(),
  amountFrom: decimal,
  amountTo: decimal,
  minAmount: decimal,
  maxAmount: decimal.nullable(),
  rateId: z.string(),
  validUntil: z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'not a time'),
});
export type ProviderQuote = z.infer<typeof providerQuoteSchema>;

const quotesSchema = z.object({
  data: z.object({
    amountFrom: decimal,
    rateType: z.literal('fixed'),
    availableProviders: z.array(providerQuoteSchema),
    unavailable: z.array(z.object({ providerName: z.string(), error: z.string() })),
  }),
});
export type ExchangeQuotes = z.infer<typeof quotesSchema>['data'];

const createdSchema = z.object({
  id: z.string(),
  providerName: z.string(),
  amount: decimal,
  amountTo: decimal,
  depositAddress: z.string().min(1),
  memo: z.string().nullable(),
  validUntil: z.string(),
});
export type CreatedExchange = z.infer<typeof createdSchema>;

export interface ExchangePairQuery {
  coinFrom: string;
  coinTo: string;
  networkFrom: string;
  networkTo: string;
}

/** The spec's exchange-create body (§7), field for field. */
export interface ExchangeCreateBody extends ExchangePairQuery {
  fromChainName: string;
  toChainName: string;
  fromContractAddress: string | null;
  toContractAddress: string | null;
  amount: string;
  rateType: 'fixed';
  withdrawalAddress: string;
  validName: string | null;
  refundAddress: string | null;
  extraData: string | null;
  providerName: string;
}

export interface ExchangeClient {
  quote(pair: ExchangePairQuery, amount: string): Promise<ExchangeQuotes>;
  create(body: ExchangeCreateBody): Promise<CreatedExchange>;
}

export function createExchangeClient(http: HttpClient): ExchangeClient {
  return {
    quote: async (pair, amount) =>
      (await http.get('/exchange/quote', quotesSchema, { ...pair, amount })).data,
    create: (body) => http.post('/exchange/create', body, createdSchema),
  };
}
