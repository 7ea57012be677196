/**
 * The major tokens of the seed catalogue, with their real mainnet contracts and decimals.
 *
 * Sources checked for every row (addresses compared character by character):
 * - Tether's list of USDt networks (as summarised at gaspeek.com/knowledge-base/usdt-supported-blockchains):
 *   Ethereum 0xdAC1…1ec7, Tron TR7N…Lj6t, Solana Es9v…NwYB, TON EQCx…_sDs.
 * - Circle, "USDC Contract Addresses" (developers.circle.com/stablecoins/usdc-contract-addresses) and the
 *   Gelato docs table copied from it: Ethereum, Avalanche, Arbitrum, Base, Optimism, Polygon (native USDC).
 * - docs.range.org "supported tokens" (Arbitrum and Avalanche USDT/USDC with exponents).
 * - The Uniswap-style token table in gist o-az/44768812… (chain id, address, decimals): WETH, WBTC, DAI
 *   on Ethereum; USDC/USDT on Optimism and Base (Base USDT is the bridged token, not issued by Tether).
 * - Many independent BSC configs agree on Binance-Peg USDT 0x55d3…7955 and USDC 0x8AC7…580d with 18
 *   decimals (BEP-20 pegged tokens use 18, unlike the 6 of their Ethereum originals).
 * - Chainlink LINK 0x5149…86CA (18 decimals) as used across Ethereum DeFi configs.
 * - TON: jUSDT (bridged Tether via the TON bridge) EQBy…wiuA with 6 decimals, per tonapi's verified
 *   jetton list and the TON bridge's token map; native USDT jetton EQCx…_sDs (Tether, 6 decimals).
 * - Tron USDC TEkx…rdz8 (6 decimals). Circle stopped minting USDC on Tron in 2024, so it is seeded with
 *   status false: it stays findable but is not offered as newly listed.
 */
export interface SeedToken {
  chain_name: string;
  symbol: string;
  name: string;
  decimal: number;
  contractAddress: string;
  status?: boolean;
}

export const SEED_TOKENS: readonly SeedToken[] = [
  // Ethereum
  {
    chain_name: 'ethereum',
    symbol: 'USDT',
    name: 'Tether USD',
    decimal: 6,
    contractAddress: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  },
  {
    chain_name: 'ethereum',
    symbol: 'USDC',
    name: 'USD Coin',
    decimal: 6,
    contractAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  },
  {
    chain_name: 'ethereum',
    symbol: 'DAI',
    name: 'Dai Stablecoin',
    decimal: 18,
    contractAddress: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  },
  {
    chain_name: 'ethereum',
    symbol: 'WETH',
    name: 'Wrapped Ether',
    decimal: 18,
    contractAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  },
  {
    chain_name: 'ethereum',
    symbol: 'WBTC',
    name: 'Wrapped BTC',
    decimal: 8,
    contractAddress: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599',
  },
  {
    chain_name: 'ethereum',
    symbol: 'LINK',
    name: 'Chainlink',
    decimal: 18,
    contractAddress: '0x514910771AF9Ca656af840dff83E8264EcF986CA',
  },
  // Tron (TRC-20)
  {
    chain_name: 'tron',
    symbol: 'USDT',
    name: 'Tether USD',
    decimal: 6,
    contractAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  },
  {
    chain_name: 'tron',
    symbol: 'USDC',
    name: 'USD Coin',
    decimal: 6,
    contractAddress: 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8',
    status: false,
  },
  // Solana (SPL mints)
  {
    chain_name: 'solana',
    symbol: 'USDT',
    name: 'Tether USD',
    decimal: 6,
    contractAddress: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB',
  },
  {
    chain_name: 'solana',
    symbol: 'USDC',
    name: 'USD Coin',
    decimal: 6,
    contractAddress: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  },
  // Polygon PoS
  {
    chain_name: 'polygon',
    symbol: 'USDT',
    name: 'Tether USD',
    decimal: 6,
    contractAddress: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F',
  },
  {
    chain_name: 'polygon',
    symbol: 'USDC',
    name: 'USD Coin',
    decimal: 6,
    contractAddress: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
  },
  // Arbitrum One
  {
    chain_name: 'arbitrum',
    symbol: 'USDT',
    name: 'Tether USD',
    decimal: 6,
    contractAddress: '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9',
  },
  {
    chain_name: 'arbitrum',
    symbol: 'USDC',
    name: 'USD Coin',
    decimal: 6,
    contractAddress: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
  },
  // Base
  {
    chain_name: 'base',
    symbol: 'USDC',
    name: 'USD Coin',
    decimal: 6,
    contractAddress: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  },
  {
    chain_name: 'base',
    symbol: 'USDT',
    name: 'Bridged Tether USD',
    decimal: 6,
    contractAddress: '0xfde4C96c8593536E31F229EA8f37b2ADa2699bb2',
  },
  // BNB Smart Chain (Binance-Peg, 18 decimals)
  {
    chain_name: 'binance_smart_chain',
    symbol: 'USDT',
    name: 'Tether USD (BSC)',
    decimal: 18,
    contractAddress: '0x55d398326f99059fF775485246999027B3197955',
  },
  {
    chain_name: 'binance_smart_chain',
    symbol: 'USDC',
    name: 'USD Coin (BSC)',
    decimal: 18,
    contractAddress: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d',
  },
  // Avalanche C-Chain
  {
    chain_name: 'avalanche',
    symbol: 'USDT',
    name: 'Tether USD',
    decimal: 6,
    contractAddress: '0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7',
  },
  {
    chain_name: 'avalanche',
    symbol: 'USDC',
    name: 'USD Coin',
    decimal: 6,
    contractAddress: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E',
  },
  // Optimism
  {
    chain_name: 'optimism',
    symbol: 'USDT',
    name: 'Tether USD',
    decimal: 6,
    contractAddress: '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58',
  },
  {
    chain_name: 'optimism',
    symbol: 'USDC',
    name: 'USD Coin',
    decimal: 6,
    contractAddress: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85',
  },
  // TON (jettons)
  {
    chain_name: 'ton',
    symbol: 'USDT',
    name: 'Tether USD',
    decimal: 6,
    contractAddress: 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs',
  },
  {
    chain_name: 'ton',
    symbol: 'jUSDT',
    name: 'Bridged Tether USD',
    decimal: 6,
    contractAddress: 'EQBynBO23ywHy_CgarY9NK9FTz0yDsG82PtcbSTQgGoXwiuA',
  },
];
