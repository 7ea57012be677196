/**
 * A MoonPay-shaped off-ramp (sell) provider: GET /v3/currencies/{code}/sell_quote (publishable key as
 * apiKey), the sell widget's URL signed with the secret key (HMAC-SHA256 of the query, base64, as
 * MoonPay's URL signing asks), and GET /v3/sell_transactions/ext/{externalTransactionId} for the
 * deposit wallet once the user has confirmed the sale on the provider's page.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { DECIMAL, callProvider } from '../providers/provider-json';

export interface SellProviderConfig {
  name: string;
  displayName: string;
  /** The API's base (https://api.moonpay.com). */
  baseUrl: string;
  /** The sell widget's base (https://sell.moonpay.com). */
  widgetUrl: string;
  apiKey: string;
  secretKey: string;
}

export interface SellQuote {
  coin: string;
  amount: string;
  fiat: string;
  fiatAmount: string;
  feeAmount: string;
}

export interface PaymentDetails {
  depositAddress: string;
  amount: string;
  memo: string | null;
}

const amount = z.string().regex(DECIMAL);
const quoteAnswer = z.object({
  baseCurrencyCode: z.string().min(1),
  baseCurrencyAmount: amount,
  quoteCurrencyCode: z.string().min(1),
  quoteCurrencyAmount: amount,
  feeAmount: amount,
  extraFeeAmount: amount.optional(),
});
const sellTransaction = z.object({
  id: z.string().min(1),
  status: z.string(),
  baseCurrencyAmount: amount,
  depositWallet: z
    .object({ walletAddress: z.string().min(1), walletAddressTag: z.string().nullable().optional() })
    .nullable()
    .optional(),
});

export class MoonPayProvider {
  constructor(
    readonly config: SellProviderConfig,
    private readonly options: { fetch?: typeof fetch; timeoutMs?: number } = {},
  ) {}

  private get(path: string, query: Record<string, string>, schema: z.ZodType) {
    const q = new URLSearchParams({ apiKey: this.config.apiKey, ...query });
    return callProvider(
      {
        provider: this.config.displayName,
        url: `${this.config.baseUrl.replace(/\/$/, '')}${path}?${q}`,
        ...this.options,
      },
      schema,
    );
  }

  async quote(coin: string, cryptoAmount: string, fiat: string): Promise<SellQuote> {
    const a = (await this.get(
      `/v3/currencies/${encodeURIComponent(coin)}/sell_quote`,
      {
        baseCurrencyAmount: cryptoAmount,
        quoteCurrencyCode: fiat,
      },
      quoteAnswer,
    )) as z.infer<typeof quoteAnswer>;
    return {
      coin: a.baseCurrencyCode,
      amount: a.baseCurrencyAmount,
      fiat: a.quoteCurrencyCode,
      fiatAmount: a.quoteCurrencyAmount,
      feeAmount: a.feeAmount,
    };
  }

  /** The signed sell-widget URL and the requestId (externalTransactionId) that finds the sale later. */
  sellUrl(o: { coin: string; amount: string; fiat: string; refundAddress: string }): {
    url: string;
    requestId: string;
  } {
    const requestId = randomUUID();
    const q = new URLSearchParams({
      apiKey: this.config.apiKey,
      baseCurrencyCode: o.coin,
      baseCurrencyAmount: o.amount,
      quoteCurrencyCode: o.fiat,
      refundWalletAddress: o.refundAddress,
      externalTransactionId: requestId,
    });
    const search = `?${q.toString()}`;
    const signature = createHmac('sha256', this.config.secretKey).update(search).digest('base64');
    return {
      url: `${this.config.widgetUrl.replace(/\/$/, '')}${search}&signature=${encodeURIComponent(signature)}`,
      requestId,
    };
  }

  /** The deposit wallet of the sale, or undefined while the provider has none for it yet. */
  async paymentDetails(requestId: string): Promise<PaymentDetails | undefined> {
    const list = (await this.get(
      `/v3/sell_transactions/ext/${encodeURIComponent(requestId)}`,
      {},
      z.array(sellTransaction),
    )) as z.infer<typeof sellTransaction>[];
    const sale = list.find((t) => t.depositWallet);
    if (!sale?.depositWallet) return undefined;
    return {
      depositAddress: sale.depositWallet.walletAddress,
      amount: sale.baseCurrencyAmount,
      memo: sale.depositWallet.walletAddressTag || null,
    };
  }
}

/**
 * KESTREL_SELL_MOONPAY_URL (API base) with KESTREL_SELL_MOONPAY_KEY (publishable) and
 * KESTREL_SELL_MOONPAY_SECRET (URL signing); KESTREL_SELL_MOONPAY_WIDGET_URL defaults to
 * https://sell.moonpay.com. Unset URL: no sell routes.
 */
export function sellProvidersFromEnv(env: NodeJS.ProcessEnv): SellProviderConfig[] {
  const baseUrl = env.KESTREL_SELL_MOONPAY_URL?.trim();
  if (!baseUrl) return [];
  const apiKey = env.KESTREL_SELL_MOONPAY_KEY?.trim();
  const secretKey = env.KESTREL_SELL_MOONPAY_SECRET?.trim();
  if (!apiKey || !secretKey)
    throw new Error(
      'KESTREL_SELL_MOONPAY_KEY and KESTREL_SELL_MOONPAY_SECRET must be set with KESTREL_SELL_MOONPAY_URL',
    );
  const widgetUrl = env.KESTREL_SELL_MOONPAY_WIDGET_URL?.trim() || 'https://sell.moonpay.com';
  for (const [name, u] of [
    ['KESTREL_SELL_MOONPAY_URL', baseUrl],
    ['KESTREL_SELL_MOONPAY_WIDGET_URL', widgetUrl],
  ] as const) {
    if (!/^https?:\/\//.test(u)) throw new Error(`${name} must be an absolute http(s) URL`);
  }
  return [{ name: 'moonpay', displayName: 'MoonPay', baseUrl, widgetUrl, apiKey, secretKey }];
}
