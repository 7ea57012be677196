/**
 * A ChangeNOW v2-shaped exchange provider (https://api.changenow.io/v2, header x-changenow-api-key):
 * GET /v2/exchange/range and /v2/exchange/estimated-amount with flow=fixed-rate (the spec's rate type
 * is always fixed), POST /v2/exchange with the estimate's rateId. Any provider that speaks this shape
 * can be configured under its own name (config.ts).
 */
import { z } from 'zod';
import { DECIMAL, callProvider } from '../providers/provider-json';

export interface ExchangeProviderConfig {
  /** The providerName the wallet sends back with the order. */
  name: string;
  displayName: string;
  /** The API's base, without /v2 (e.g. https://api.changenow.io). */
  baseUrl: string;
  apiKey: string;
}

export interface ExchangePair {
  coinFrom: string;
  coinTo: string;
  networkFrom: string;
  networkTo: string;
}

export interface FixedQuote {
  amountFrom: string;
  amountTo: string;
  minAmount: string;
  maxAmount: string | null;
  rateId: string;
  /** ISO time after which the rate no longer holds. */
  validUntil: string;
}

export interface ExchangeOrder extends ExchangePair {
  amount: string;
  withdrawalAddress: string;
  refundAddress?: string;
  extraData?: string;
}

export interface CreatedExchange {
  id: string;
  amount: string;
  amountTo: string;
  depositAddress: string;
  memo: string | null;
  validUntil: string;
}

const amount = z.string().regex(DECIMAL);
const rangeAnswer = z.object({ minAmount: amount, maxAmount: amount.nullable().optional() });
const estimateAnswer = z.object({
  fromAmount: amount,
  toAmount: amount,
  flow: z.literal('fixed-rate'),
  rateId: z.string().min(1),
  validUntil: z.string().refine((s) => !Number.isNaN(Date.parse(s))),
});
const createAnswer = z.object({
  id: z.string().min(1),
  fromAmount: amount,
  toAmount: amount,
  payinAddress: z.string().min(1),
  payinExtraId: z.string().nullable().optional(),
});

export class ChangeNowProvider {
  constructor(
    readonly config: ExchangeProviderConfig,
    private readonly options: { fetch?: typeof fetch; timeoutMs?: number } = {},
  ) {}

  private call<S extends z.ZodType>(path: string, schema: S, body?: unknown) {
    return callProvider(
      {
        provider: this.config.displayName,
        url: `${this.config.baseUrl.replace(/\/$/, '')}${path}`,
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'x-changenow-api-key': this.config.apiKey },
        body,
        ...this.options,
      },
      schema,
    );
  }

  private static query(pair: ExchangePair, extra: Record<string, string>): string {
    return new URLSearchParams({
      fromCurrency: pair.coinFrom,
      toCurrency: pair.coinTo,
      fromNetwork: pair.networkFrom,
      toNetwork: pair.networkTo,
      flow: 'fixed-rate',
      ...extra,
    }).toString();
  }

  /** The fixed-rate range and estimate for `amountFrom`; a provider refusal (pair, range) throws. */
  async quote(pair: ExchangePair, amountFrom: string): Promise<FixedQuote> {
    const [range, estimate] = await Promise.all([
      this.call(`/v2/exchange/range?${ChangeNowProvider.query(pair, {})}`, rangeAnswer),
      this.call(
        `/v2/exchange/estimated-amount?${ChangeNowProvider.query(pair, { fromAmount: amountFrom, type: 'direct', useRateId: 'true' })}`,
        estimateAnswer,
      ),
    ]);
    return {
      amountFrom: estimate.fromAmount,
      amountTo: estimate.toAmount,
      minAmount: range.minAmount,
      maxAmount: range.maxAmount ?? null,
      rateId: estimate.rateId,
      validUntil: estimate.validUntil,
    };
  }

  /** Creates the order on a fresh fixed rate (a quote is fetched here, so an old one never binds). */
  async create(order: ExchangeOrder): Promise<CreatedExchange> {
    const q = await this.quote(order, order.amount);
    const created = await this.call('/v2/exchange', createAnswer, {
      fromCurrency: order.coinFrom,
      fromNetwork: order.networkFrom,
      toCurrency: order.coinTo,
      toNetwork: order.networkTo,
      fromAmount: order.amount,
      toAmount: '',
      address: order.withdrawalAddress,
      extraId: order.extraData ?? '',
      refundAddress: order.refundAddress ?? '',
      refundExtraId: '',
      flow: 'fixed-rate',
      type: 'direct',
      rateId: q.rateId,
    });
    return {
      id: created.id,
      amount: created.fromAmount,
      amountTo: created.toAmount,
      depositAddress: created.payinAddress,
      memo: created.payinExtraId || null,
      validUntil: q.validUntil,
    };
  }
}
