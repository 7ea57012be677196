/**
 * The exchange relay over every configured provider: a quote asks them all at once and lists in
 * availableProviders those that quote the pair (the others are named with their reason); an order
 * goes to the provider the wallet chose.
 */
import { ApiError } from '../http/errors';
import { ProviderError } from '../providers/provider-json';
import {
  ChangeNowProvider,
  type CreatedExchange,
  type ExchangeOrder,
  type ExchangePair,
  type ExchangeProviderConfig,
  type FixedQuote,
} from './changenow';

export interface ProviderQuote extends FixedQuote {
  providerName: string;
  providerDisplayName: string;
}

export interface ExchangeQuotes {
  amountFrom: string;
  rateType: 'fixed';
  availableProviders: ProviderQuote[];
  unavailable: { providerName: string; error: string }[];
}

export const NO_EXCHANGE_PROVIDER_ANSWERED = 'No exchange provider answered, try again shortly';
export const UNKNOWN_EXCHANGE_PROVIDER = 'Unknown exchange provider';

export class ExchangeRelay {
  readonly providers: ChangeNowProvider[];

  constructor(
    configs: readonly ExchangeProviderConfig[],
    options: { fetch?: typeof fetch; timeoutMs?: number } = {},
  ) {
    this.providers = configs.map((c) => new ChangeNowProvider(c, options));
  }

  async quote(pair: ExchangePair, amountFrom: string): Promise<ExchangeQuotes> {
    const answers = await Promise.allSettled(this.providers.map((p) => p.quote(pair, amountFrom)));
    const availableProviders: ProviderQuote[] = [];
    const unavailable: ExchangeQuotes['unavailable'] = [];
    let faults = 0;
    answers.forEach((a, i) => {
      const { name, displayName } = this.providers[i]!.config;
      if (a.status === 'fulfilled') {
        availableProviders.push({ providerName: name, providerDisplayName: displayName, ...a.value });
        return;
      }
      const e = a.reason as unknown;
      if (!(e instanceof ProviderError)) throw e;
      if (e.kind === 'fault') faults += 1;
      unavailable.push({ providerName: name, error: e.message });
    });
    // Every provider failing on its side is an outage, never "no provider quotes this pair".
    if (availableProviders.length === 0 && faults === this.providers.length) {
      throw new ApiError(502, NO_EXCHANGE_PROVIDER_ANSWERED);
    }
    return { amountFrom, rateType: 'fixed', availableProviders, unavailable };
  }

  async create(providerName: string, order: ExchangeOrder): Promise<CreatedExchange> {
    const provider = this.providers.find((p) => p.config.name === providerName);
    if (!provider) throw new ApiError(400, UNKNOWN_EXCHANGE_PROVIDER);
    try {
      return await provider.create(order);
    } catch (e) {
      if (e instanceof ProviderError) throw new ApiError(e.kind === 'refused' ? 400 : 502, e.message);
      throw e;
    }
  }
}

/**
 * KESTREL_EXCHANGE_PROVIDERS: comma-joined name=baseUrl entries of ChangeNOW v2-shaped APIs; each
 * one's key in KESTREL_EXCHANGE_KEY_<NAME> (upper case), kept apart so URLs can be logged.
 */
export function exchangeProvidersFromEnv(env: NodeJS.ProcessEnv): ExchangeProviderConfig[] {
  const list = (env.KESTREL_EXCHANGE_PROVIDERS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.map((entry) => {
    const m = /^([a-z0-9_-]{1,40})=(https?:\/\/\S+)$/i.exec(entry);
    if (!m)
      throw new Error(
        `KESTREL_EXCHANGE_PROVIDERS entries are name=http(s)://base, got "${entry.slice(0, 60)}"`,
      );
    const name = m[1]!.toLowerCase();
    const keyVar = `KESTREL_EXCHANGE_KEY_${name.toUpperCase().replace(/-/g, '_')}`;
    const apiKey = env[keyVar]?.trim();
    if (!apiKey) throw new Error(`${keyVar} must hold the API key of exchange provider ${name}`);
    try {
      new URL(m[2]!);
    } catch {
      throw new Error(`exchange provider ${name} has an invalid URL`);
    }
    return { name, displayName: name === 'changenow' ? 'ChangeNOW' : name, baseUrl: m[2]!, apiKey };
  });
}
