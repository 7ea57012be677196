/**
 * Where the product API's NFT routes read from (app-layer §7 "NFT provider"): an EVM upstream in
 * Alchemy's NFT API v3 shape (getNFTsForOwner) and a Solana upstream speaking the DAS
 * getAssetsByOwner JSON-RPC method (Helius, Triton, or any DAS node). Both are URL templates:
 * `{network}` becomes the provider's network slug, `{chain}` Kestrel's chain_name (the devnet's
 * stand-in serves one path per chain) and `{key}` the server's key, which never reaches a client
 * or a log line.
 */

/**
 * The NFT chains the wallet serves (app-layer §5: other chains are ignored), with Alchemy's
 * network slug for each EVM one (https://docs.alchemy.com, "NFT API" supported chains).
 */
export const EVM_NFT_NETWORKS: Readonly<Record<string, string>> = {
  ethereum: 'eth-mainnet',
  polygon: 'polygon-mainnet',
  base: 'base-mainnet',
  arbitrum: 'arb-mainnet',
  optimism: 'opt-mainnet',
};
/** Alchemy's test network of each (Sepolia; Polygon's Amoy), asked when the wallet is on testnet. */
export const EVM_NFT_TESTNETS: Readonly<Record<string, string>> = {
  ethereum: 'eth-sepolia',
  polygon: 'polygon-amoy',
  base: 'base-sepolia',
  arbitrum: 'arb-sepolia',
  optimism: 'opt-sepolia',
};
/** The wallet's networks (?network=); devnet asks the mainnet names (the devnet's stand-in reads {chain}). */
export const NFT_NETWORKS = ['mainnet', 'testnet', 'devnet'] as const;
export type NftNetwork = (typeof NFT_NETWORKS)[number];
export const SOLANA_NFT_CHAIN = 'solana';
export const SOLANA_NFT_NETWORKS = ['mainnet', 'devnet'] as const;
export type SolanaNftNetwork = (typeof SOLANA_NFT_NETWORKS)[number];

/** app-layer §9: NFT page size. */
export const NFT_PAGE_SIZE = 20;

/** Alchemy's NFT API base per network, and Helius's DAS endpoint (their documented hosts). */
export const ALCHEMY_NFT_TEMPLATE = 'https://{network}.g.alchemy.com/nft/v3/{key}';
export const HELIUS_DAS_TEMPLATE = 'https://{network}.helius-rpc.com/?api-key={key}';

export interface NftUpstream {
  /** A URL template with {network} and, optionally, {key}. */
  template: string;
  key?: string;
}

export interface NftUpstreams {
  evm?: NftUpstream;
  solana?: NftUpstream;
}

/** The template filled in for one network (the key URL-encoded); {chain} is Kestrel's chain_name. */
export function upstreamUrl(u: NftUpstream, network: string, chain: string): string {
  return u.template
    .replaceAll('{network}', network)
    .replaceAll('{chain}', chain)
    .replaceAll('{key}', encodeURIComponent(u.key ?? ''));
}

function one(
  env: NodeJS.ProcessEnv,
  urlName: string,
  keyName: string,
  fallback: string,
): NftUpstream | undefined {
  const key = env[keyName]?.trim() || undefined;
  const template = env[urlName]?.trim() || (key ? fallback : undefined);
  if (!template) return undefined;
  if (!/^https?:\/\/[^\s/]+/i.test(template)) throw new Error(`${urlName} must be an absolute http(s) URL`);
  if (template.includes('{key}') && !key) throw new Error(`${urlName} names {key}: set ${keyName} too`);
  return { template, ...(key ? { key } : {}) };
}

/**
 * KESTREL_NFT_EVM_UPSTREAM / KESTREL_ALCHEMY_KEY and KESTREL_NFT_SOLANA_UPSTREAM / KESTREL_HELIUS_KEY:
 * a key alone selects the provider's documented host; neither set, that half of the routes is not
 * served.
 */
export function nftUpstreamsFromEnv(env: NodeJS.ProcessEnv): NftUpstreams {
  const evm = one(env, 'KESTREL_NFT_EVM_UPSTREAM', 'KESTREL_ALCHEMY_KEY', ALCHEMY_NFT_TEMPLATE);
  const solana = one(env, 'KESTREL_NFT_SOLANA_UPSTREAM', 'KESTREL_HELIUS_KEY', HELIUS_DAS_TEMPLATE);
  return { ...(evm ? { evm } : {}), ...(solana ? { solana } : {}) };
}
