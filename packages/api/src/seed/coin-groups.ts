/** Coin groups of the seed catalogue, by name; members are named by chain_name and symbol. */
export interface SeedGroup {
  name: string;
  members: ReadonlyArray<{ chain_name: string; symbol: string }>;
}

const STABLE_CHAINS = [
  'ethereum',
  'tron',
  'solana',
  'polygon',
  'arbitrum',
  'base',
  'binance_smart_chain',
  'avalanche',
  'optimism',
  'ton',
];

export const SEED_GROUPS: readonly SeedGroup[] = [
  {
    name: 'Stablecoins',
    members: [
      ...STABLE_CHAINS.flatMap((chain_name) => [
        { chain_name, symbol: 'USDT' },
        { chain_name, symbol: 'USDC' },
      ]),
      { chain_name: 'ethereum', symbol: 'DAI' },
    ],
  },
  {
    name: 'Ethereum & L2s',
    members: ['ethereum', 'arbitrum', 'optimism', 'base', 'linea', 'zksync', 'ink'].map((chain_name) => ({
      chain_name,
      symbol: 'ETH',
    })),
  },
  {
    name: 'Bitcoin family',
    members: [
      { chain_name: 'bitcoin', symbol: 'BTC' },
      { chain_name: 'bitcoin_segwit', symbol: 'BTC' },
      { chain_name: 'bitcoin_legacy', symbol: 'BTC' },
      { chain_name: 'litecoin', symbol: 'LTC' },
      { chain_name: 'dogecoin', symbol: 'DOGE' },
      { chain_name: 'bitcoin_cash', symbol: 'BCH' },
    ],
  },
];
