/**
 * The exchange providers' network codes per chain_name (ChangeNOW v2's `network`: eth, trx, bsc…).
 * A coin trades under its symbol in lower case on its chain's network; a chain missing here has no
 * exchange. Our table: the spec does not list the codes.
 */
export const EXCHANGE_NETWORKS: Readonly<Record<string, string>> = {
  ethereum: 'eth',
  tron: 'trx',
  bitcoin: 'btc',
  litecoin: 'ltc',
  dogecoin: 'doge',
  solana: 'sol',
  polygon: 'matic',
  bsc: 'bsc',
  base: 'base',
  arbitrum: 'arbitrum',
  optimism: 'op',
  avalanche: 'avaxc',
  ripple: 'xrp',
  stellar: 'xlm',
  cardano: 'ada',
  polkadot: 'dot',
  cosmos: 'atom',
  near: 'near',
  aptos: 'apt',
  sui: 'sui',
  ton: 'ton',
};

export const NO_EXCHANGE_FOR_CHAIN = 'Exchange is not available for this chain';

/** The provider's (ticker, network) of a coin, or null when its chain has no exchange. */
export function exchangeAssetOf(c: {
  chain_name: string;
  symbol: string;
}): { ticker: string; network: string } | null {
  const network = EXCHANGE_NETWORKS[c.chain_name];
  return network ? { ticker: c.symbol.toLowerCase(), network } : null;
}
