/**
 * The provider list of one Bitcoin-family chain, in the spec's order (§7):
 *   litecoin: Space, Cypher, Chair, Daemon, premium   bitcoin: Mempool, Chair, Daemon, premium
 *   dogecoin: Chair, Cypher, Daemon, premium          bitcoin_cash: Chair, Daemon, Mempool, premium
 * A person's own node (config rpc) goes first; on devnet it is the only provider.
 */
import { firstAnswer } from '../../../net/pool';
import { broadcastToAll, type BroadcastResult } from '../../../net/broadcast';
import type { HttpOptions } from './http';
import { blockchairProvider } from './blockchair';
import { blockcypherProvider } from './blockcypher';
import { blockdaemonProvider } from './blockdaemon';
import { coreRpcProvider } from './core-rpc';
import { mempoolProvider } from './mempool';
import { premiumProvider } from './premium';
import type { ProviderKind, UtxoProvider } from './types';

export * from './types';

export type UtxoCoin = 'bitcoin' | 'litecoin' | 'dogecoin' | 'bitcoin_cash';

/** One provider endpoint; `kind` says which API shape it speaks. */
export interface ProviderEndpoint {
  kind: ProviderKind;
  url: string;
  apiKey?: string;
}

export const PROVIDER_ORDER: Record<UtxoCoin, ProviderKind[]> = {
  litecoin: ['mempool', 'blockcypher', 'blockchair', 'blockdaemon', 'premium'],
  bitcoin: ['mempool', 'blockchair', 'blockdaemon', 'premium'],
  dogecoin: ['blockchair', 'blockcypher', 'blockdaemon', 'premium'],
  bitcoin_cash: ['blockchair', 'blockdaemon', 'mempool', 'premium'],
};

const CYPHER_COIN: Partial<Record<UtxoCoin, string>> = { bitcoin: 'btc', litecoin: 'ltc', dogecoin: 'doge' };
const DAEMON_PROTOCOL: Record<UtxoCoin, string> = {
  bitcoin: 'bitcoin',
  litecoin: 'litecoin',
  dogecoin: 'dogecoin',
  bitcoin_cash: 'bitcoincash',
};
const CHAIR_SLUG: Record<UtxoCoin, string> = {
  bitcoin: 'bitcoin',
  litecoin: 'litecoin',
  dogecoin: 'dogecoin',
  bitcoin_cash: 'bitcoin-cash',
};

/** Which API a registry indexer URL speaks, by its host. */
export function kindOfUrl(url: string): ProviderKind | undefined {
  const host = (() => {
    try {
      return new URL(url).host;
    } catch {
      return '';
    }
  })();
  if (/mempool|litecoinspace|esplora|blockstream/.test(host)) return 'mempool';
  if (/blockcypher/.test(host)) return 'blockcypher';
  if (/blockdaemon/.test(host)) return 'blockdaemon';
  if (/blockchair/.test(host)) return 'blockchair';
  return undefined;
}

/** Sorts endpoints into the coin's provider order (unknown kinds keep their place at the end). */
export function orderEndpoints(coin: UtxoCoin, endpoints: ProviderEndpoint[]): ProviderEndpoint[] {
  const order = PROVIDER_ORDER[coin];
  const rank = (k: ProviderKind) =>
    k === 'rpc' ? -1 : order.indexOf(k) === -1 ? order.length : order.indexOf(k);
  return endpoints
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => e.kind === 'rpc' || order.includes(e.kind))
    .sort((a, b) => rank(a.e.kind) - rank(b.e.kind) || a.i - b.i)
    .map(({ e }) => e);
}

export function createProvider(
  coin: UtxoCoin,
  testnet: boolean,
  ep: ProviderEndpoint,
  http: HttpOptions,
): UtxoProvider {
  switch (ep.kind) {
    case 'mempool':
      return mempoolProvider(ep.url, http);
    case 'blockcypher':
      return blockcypherProvider(
        ep.url,
        `${CYPHER_COIN[coin] ?? 'btc'}/${testnet ? (coin === 'bitcoin' ? 'test3' : 'test') : 'main'}`,
        http,
        ep.apiKey,
      );
    case 'blockdaemon':
      return blockdaemonProvider(
        ep.url,
        DAEMON_PROTOCOL[coin],
        testnet ? 'testnet' : 'mainnet',
        http,
        ep.apiKey,
      );
    case 'blockchair':
      return blockchairProvider(
        ep.url,
        `${CHAIR_SLUG[coin]}${testnet && coin === 'bitcoin' ? '/testnet' : ''}`,
        http,
        ep.apiKey,
      );
    case 'premium':
      return premiumProvider(ep.url, coin, http);
    case 'rpc':
      return coreRpcProvider(ep.url, http);
  }
}

/** Reads with fallback in order; broadcasts to all at once. */
export class ProviderSet {
  constructor(readonly providers: UtxoProvider[]) {}

  read<T>(what: string, op: (p: UtxoProvider) => Promise<T>): Promise<T> {
    const byEndpoint = new Map(this.providers.map((p) => [p.endpoint, p]));
    return firstAnswer(what, [...byEndpoint.keys()], (endpoint) => op(byEndpoint.get(endpoint)!));
  }

  push(hex: string, expectedTxid: string): Promise<BroadcastResult> {
    const byEndpoint = new Map(this.providers.map((p) => [p.endpoint, p]));
    return broadcastToAll(
      'broadcast',
      [...byEndpoint.keys()],
      (endpoint) => byEndpoint.get(endpoint)!.push(hex),
      expectedTxid,
    );
  }
}
