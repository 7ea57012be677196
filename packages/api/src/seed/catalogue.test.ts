import { getAddress } from 'ethers';
import { CHAINS } from '@kestrel/chains';
import { describe, expect, it } from 'vitest';
import { buildSeedCatalogue } from './catalogue';
import { SEED_TOKENS } from './tokens';

/**
 * Published contracts and decimals, copied from the sources cited in tokens.ts (Tether's network list,
 * Circle's USDC address page, token tables of DeFi projects), independently of the seed list.
 */
const PUBLISHED: Record<string, [string, number]> = {
  'ethereum:USDT': ['0xdAC17F958D2ee523a2206206994597C13D831ec7', 6],
  'ethereum:USDC': ['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6],
  'ethereum:DAI': ['0x6B175474E89094C44Da98b954EedeAC495271d0F', 18],
  'ethereum:WETH': ['0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18],
  'ethereum:WBTC': ['0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', 8],
  'ethereum:LINK': ['0x514910771AF9Ca656af840dff83E8264EcF986CA', 18],
  'tron:USDT': ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 6],
  'tron:USDC': ['TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8', 6],
  'solana:USDT': ['Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', 6],
  'solana:USDC': ['EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', 6],
  'polygon:USDT': ['0xc2132D05D31c914a87C6611C10748AEb04B58e8F', 6],
  'polygon:USDC': ['0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359', 6],
  'arbitrum:USDT': ['0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9', 6],
  'arbitrum:USDC': ['0xaf88d065e77c8cC2239327C5EDb3A432268e5831', 6],
  'base:USDC': ['0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', 6],
  'base:USDT': ['0xfde4C96c8593536E31F229EA8f37b2ADa2699bb2', 6],
  'binance_smart_chain:USDT': ['0x55d398326f99059fF775485246999027B3197955', 18],
  'binance_smart_chain:USDC': ['0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d', 18],
  'avalanche:USDT': ['0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7', 6],
  'avalanche:USDC': ['0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E', 6],
  'optimism:USDT': ['0x94b008aA00579c1307B0EF2c499aD98a8ce58e58', 6],
  'optimism:USDC': ['0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85', 6],
  'ton:USDT': ['EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs', 6],
  'ton:jUSDT': ['EQBynBO23ywHy_CgarY9NK9FTz0yDsG82PtcbSTQgGoXwiuA', 6],
};

describe('seed tokens', () => {
  it('match the published contracts and decimals, one for one', () => {
    const seeded = Object.fromEntries(
      SEED_TOKENS.map((t) => [`${t.chain_name}:${t.symbol}`, [t.contractAddress, t.decimal]]),
    );
    expect(seeded).toEqual(PUBLISHED);
  });

  it('carry valid EIP-55 checksums on EVM chains (checked by ethers, an independent implementation)', () => {
    for (const t of SEED_TOKENS.filter((x) => x.contractAddress.startsWith('0x'))) {
      expect(getAddress(t.contractAddress), `${t.chain_name}:${t.symbol}`).toBe(t.contractAddress);
    }
  });
});

describe('buildSeedCatalogue', () => {
  const catalogue = buildSeedCatalogue();

  it("has every registry chain's native coin with the registry's symbol and decimals", () => {
    for (const chain of CHAINS) {
      const coin = catalogue.currencies.find((c) => c.chain_name === chain.chain_name && c.type === 'coin');
      expect(coin, chain.chain_name).toMatchObject({
        symbol: chain.symbol,
        decimals: chain.decimals,
        contract_address: null,
      });
    }
    // Spot checks against the chains' own documentation: ETH 18, BTC 8, SOL 9, TRX 6 (sun), TON 9 (nanoton).
    const decimalsOf = (chain: string) => catalogue.currencies.find((c) => c.chain_name === chain)?.decimals;
    expect([
      decimalsOf('ethereum'),
      decimalsOf('bitcoin'),
      decimalsOf('solana'),
      decimalsOf('tron'),
      decimalsOf('ton'),
    ]).toEqual([18, 8, 9, 6, 9]);
  });

  it('gives unique, stable ids and tokens the chain symbol of their chain', () => {
    const ids = catalogue.currencies.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(buildSeedCatalogue().currencies.map((c) => c.id)).toEqual(ids);
    const bscUsdt = catalogue.currencies.find(
      (c) => c.chain_name === 'binance_smart_chain' && c.symbol === 'USDT',
    );
    expect(bscUsdt?.chain_symbol).toBe('BNB');
  });

  it('resolves every coin group member', () => {
    const named = catalogue.groups.map((g) => [g.name, g.currencyIds.length]);
    expect(named).toEqual([
      ['Stablecoins', 20],
      ['Ethereum & L2s', 7],
      ['Bitcoin family', 6],
    ]);
  });
});
