/**
 * The sell (off-ramp) relay over every configured provider: quotes from all at once
 * (cryptoProviders = those that quote), then the chosen provider's signed page URL and, once the user
 * has confirmed there, the payment details (deposit address, amount, memo) for the wallet's send.
 */
import { ApiError } from '../http/errors';
import { ProviderError } from '../providers/provider-json';
import { MoonPayProvider, type PaymentDetails, type SellProviderConfig, type SellQuote } from './moonpay';

export interface CryptoProvider extends SellQuote {
  providerName: string;
  providerDisplayName: string;
}

export const NO_SELL_PROVIDER_ANSWERED = 'No sell provider answered, try again shortly';
export const UNKNOWN_SELL_PROVIDER = 'Unknown sell provider';
export const PAYMENT_DETAILS_NOT_READY = 'The provider has no deposit address for this sale yet';

function asApiError(e: unknown): never {
  if (e instanceof ProviderError) throw new ApiError(e.kind === 'refused' ? 400 : 502, e.message);
  throw e;
}

export class SellRelay {
  readonly providers: MoonPayProvider[];

  constructor(
    configs: readonly SellProviderConfig[],
    options: { fetch?: typeof fetch; timeoutMs?: number } = {},
  ) {
    this.providers = configs.map((c) => new MoonPayProvider(c, options));
  }

  private provider(name: string): MoonPayProvider {
    const p = this.providers.find((x) => x.config.name === name);
    if (!p) throw new ApiError(400, UNKNOWN_SELL_PROVIDER);
    return p;
  }

  async quote(coin: string, amount: string, fiat: string) {
    const answers = await Promise.allSettled(this.providers.map((p) => p.quote(coin, amount, fiat)));
    const cryptoProviders: CryptoProvider[] = [];
    const unavailable: { providerName: string; error: string }[] = [];
    let faults = 0;
    answers.forEach((a, i) => {
      const { name, displayName } = this.providers[i]!.config;
      if (a.status === 'fulfilled') {
        cryptoProviders.push({ providerName: name, providerDisplayName: displayName, ...a.value });
        return;
      }
      if (!(a.reason instanceof ProviderError)) throw a.reason;
      if (a.reason.kind === 'fault') faults += 1;
      unavailable.push({ providerName: name, error: a.reason.message });
    });
    if (cryptoProviders.length === 0 && faults === this.providers.length)
      throw new ApiError(502, NO_SELL_PROVIDER_ANSWERED);
    return { cryptoProviders, unavailable };
  }

  sellUrl(providerName: string, o: { coin: string; amount: string; fiat: string; refundAddress: string }) {
    return this.provider(providerName).sellUrl(o);
  }

  async paymentDetails(providerName: string, requestId: string): Promise<PaymentDetails> {
    const details = await this.provider(providerName).paymentDetails(requestId).catch(asApiError);
    if (!details) throw new ApiError(404, PAYMENT_DETAILS_NOT_READY);
    return details;
  }
}
