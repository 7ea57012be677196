/**
 * The path translation and which chains change with the network. Coin types are SLIP-44
 * (satoshilabs/slips slip-0044.md: 0 Bitcoin, 1 every testnet, 2 Litecoin, 60 Ethereum, 461
 * Filecoin, 607 TON, 931 THORChain); the addresses a chain has on each network are checked
 * against published vectors in packages/wallet/src/flows/networkAccounts.test.ts.
 */
import { CHAIN_NAMES, getChain } from '../index';
import { describe, expect, it } from 'vitest';
import { addressDependsOnNetwork, pathOnNetwork } from './network-path';

describe('pathOnNetwork', () => {
  it('moves the coin type to the network and keeps account, change and index', () => {
    expect(pathOnNetwork('litecoin', "m/84'/2'/0'/0/7", 'devnet')).toBe("m/84'/1'/0'/0/7");
    expect(pathOnNetwork('litecoin', "m/84'/1'/0'/1/3", 'mainnet')).toBe("m/84'/2'/0'/1/3");
    expect(pathOnNetwork('bitcoin', "m/84'/0'/2'/0/0", 'testnet')).toBe("m/84'/1'/2'/0/0");
    expect(pathOnNetwork('filecoin', "m/44'/461'/0'/0/0", 'testnet')).toBe("m/44'/1'/0'/0/0");
    expect(pathOnNetwork('filecoin', "m/44'/1'/0'/0/0", 'mainnet')).toBe("m/44'/461'/0'/0/0");
  });

  it('keeps the path where the coin type is the same on every network', () => {
    expect(pathOnNetwork('ton', "m/44'/607'/0'", 'testnet')).toBe("m/44'/607'/0'");
    expect(pathOnNetwork('thorchain', "m/44'/931'/0'/0/0", 'devnet')).toBe("m/44'/931'/0'/0/0");
    expect(pathOnNetwork('ethereum', "m/44'/60'/0'/0/5", 'devnet')).toBe("m/44'/60'/0'/0/5");
  });

  it("keeps a path whose coin type is none of the chain's, and fills in the default when none", () => {
    expect(pathOnNetwork('litecoin', "m/84'/5'/0'/0/0", 'devnet')).toBe("m/84'/5'/0'/0/0");
    expect(pathOnNetwork('litecoin', undefined, 'devnet')).toBe("m/84'/1'/0'/0/0");
    expect(pathOnNetwork('litecoin', undefined, 'mainnet')).toBe("m/84'/2'/0'/0/0");
  });
});

describe('addressDependsOnNetwork', () => {
  it('is true for the chains that encode the network, false for EVM, Solana, Tron', () => {
    for (const c of ['bitcoin', 'litecoin', 'dogecoin', 'bitcoin_cash', 'filecoin', 'thorchain', 'ton'])
      expect(addressDependsOnNetwork(c), c).toBe(true);
    for (const c of ['ethereum', 'binance_smart_chain', 'solana', 'tron', 'cosmos', 'not-a-chain'])
      expect(addressDependsOnNetwork(c), c).toBe(false);
  });

  it('covers every chain whose registry path changes with the network', () => {
    for (const c of CHAIN_NAMES) {
      const chain = getChain(c);
      const moves = [chain.networks.testnet, chain.networks.devnet].some((n) => n && n.path !== chain.path);
      if (moves) expect(addressDependsOnNetwork(c), c).toBe(true);
    }
  });
});
