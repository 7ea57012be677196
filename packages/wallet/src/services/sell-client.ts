/**
 * The product API's sell routes (app-layer §7, docs/api.md "Sell crypto"): the quote
 * (cryptoProviders), the provider's page (sell URL, requestId) and the payment details
 * (depositAddress, amount, memo). Answers are checked with zod.
 */
import { z } from 'zod';
import type { HttpClient } from './http-client';

const decimal = z.string().regex(/^\d{1,30}(\.\d{1,30})?$/);

export const cryptoProviderSchema = z.object({
  providerName: z.string().min(1),
  providerDisplayName: z.string(),
  coin: z.string(),
  amount: decimal,
  fiat: z.string(),
  fiatAmount: decimal,
  feeAmount: decimal,
});
export type CryptoProvider = z.infer<typeof cryptoProviderSchema>;

const quoteSchema = z.object({
  data: z.object({
    cryptoProviders: z.array(cryptoProviderSchema),
    unavailable: z.array(z.object({ providerName: z.string(), error: z.string() })),
  }),
});
const urlSchema = z.object({ url: z.string().url(), requestId: z.string().min(1) });
const detailsSchema = z.object({
  depositAddress: z.string().min(1),
  amount: decimal,
  memo: z.string().nullable(),
});
export type PaymentDetails = z.infer<typeof detailsSchema>;

export interface SellClient {
  quote(coin: string, amount: string, fiat: string): Promise<z.infer<typeof quoteSchema>['data']>;
  sellUrl(o: {
    providerName: string;
    coin: string;
    amount: string;
    fiat: string;
    refundAddress: string;
  }): Promise<{ url: string; requestId: string }>;
  paymentDetails(requestId: string, providerName: string): Promise<PaymentDetails>;
}

export function createSellClient(http: HttpClient): SellClient {
  return {
    quote: async (coin, amount, fiat) =>
      (await http.get('/sell/quote', quoteSchema, { coin, amount, fiat })).data,
    sellUrl: (o) => http.post('/sell/url', o, urlSchema),
    paymentDetails: (requestId, providerName) =>
      http.get('/sell/payment-details', detailsSchema, { requestId, providerName }),
  };
}
