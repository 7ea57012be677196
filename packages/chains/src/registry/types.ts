/** The chain registry's record types: what the rest of Kestrel knows about a chain without I/O. */

export const CHAIN_NAMES = [
  'tron',
  'ethereum',
  'binance_smart_chain',
  'bitcoin',
  'bitcoin_legacy',
  'bitcoin_segwit',
  'bitcoin_taproot',
  'solana',
  'polygon',
  'base',
  'arbitrum',
  'optimism',
  'litecoin',
  'stellar',
  'ripple',
  'thorchain',
  'tezos',
  'optimism_binance_smart_chain',
  'avalanche',
  'cosmos',
  'fantom',
  'gnosis',
  'viction',
  'polkadot',
  'ton',
  'dogecoin',
  'aptos',
  'linea',
  'zksync',
  'ethereum_classic',
  'ethereum_pow',
  'kava',
  'bitcoin_cash',
  'hedera',
  'ink',
  'sei',
  'cardano',
  'filecoin',
] as const;

export type ChainName = (typeof CHAIN_NAMES)[number];

export type Family =
  | 'evm'
  | 'utxo'
  | 'solana'
  | 'ton'
  | 'tron'
  | 'stellar'
  | 'ripple'
  | 'hedera'
  | 'filecoin'
  | 'cardano'
  | 'cosmos'
  | 'polkadot'
  | 'aptos'
  | 'tezos';

/** secp256k1 (BIP-32), ed25519 (SLIP-10), or Cardano's BIP32-Ed25519 (CIP-1852 Icarus). */
export type Curve = 'secp256k1' | 'ed25519' | 'ed25519-bip32';

export type NetworkName = 'mainnet' | 'testnet' | 'devnet';

/** How a UTXO chain_name turns a public key into an address. */
export type UtxoAddressType = 'p2wpkh' | 'p2sh-p2wpkh' | 'p2pkh' | 'p2tr';

export interface ExplorerPatterns {
  /** URL with `{hash}` to fill in; by the spec, explorer base + /tx/{hash}. */
  tx: string;
  /** URL with `{address}` to fill in. */
  address: string;
}

export interface NetworkSettings {
  /** Human name of the network, e.g. "Ethereum Mainnet", "Sepolia". */
  label: string;
  /** EVM chain id on this network, where one exists. */
  evmChainId?: number;
  /** Default derivation path on this network (testnets may switch coin type, spec §9). */
  path: string;
  explorer: ExplorerPatterns;
  /** Node / RPC endpoints, tried in order for reads, all at once for broadcasts. */
  rpc: string[];
  /** Explorer / indexer API endpoints used for history, in the spec's provider order. */
  indexers?: string[];
  /** The native coin's decimals here where they differ from the chain's (Westend's WND: 12). */
  decimals?: number;
}

export interface ChainInfo {
  chain_name: ChainName;
  /** Display name, e.g. "BNB Smart Chain". */
  name: string;
  family: Family;
  symbol: string;
  decimals: number;
  curve: Curve;
  /** Default mainnet derivation path (same as networks.mainnet.path). */
  path: string;
  /**
   * Template for "derive addresses": `{index}` is replaced by 0, 1, 2…, following how the
   * wallets people come from index extra accounts. Absent when the chain has no derive-many.
   */
  deriveTemplate?: string;
  /** Adding derived addresses sets the wallet's isEVMAddressesAdded flag (spec §4: EVM, Solana, Tron). */
  setsEvmAddressesFlag?: boolean;
  /** EVM chain id on mainnet, where one exists. */
  evmChainId?: number;
  /** For the Bitcoin family: the address type this chain_name produces. */
  utxoAddressType?: UtxoAddressType;
  networks: { mainnet: NetworkSettings; testnet: NetworkSettings; devnet?: NetworkSettings };
}
