import { describe, expect, it } from 'vitest';
import { parsePath } from '../keys/path';
import {
  CHAINS,
  evmDevnetNetworks,
  explorerTxUrl,
  getChain,
  getNetwork,
  isChainName,
  UnknownChainError,
} from './index';
import { CHAIN_NAMES } from './types';

// The chain_names listed in the spec (app-layer.md §1), plus bitcoin_taproot (the Taproot wallet creator).
const SPEC_CHAINS =
  'tron, ethereum, binance_smart_chain, bitcoin, bitcoin_legacy, bitcoin_segwit, solana, polygon, base, arbitrum, optimism, litecoin, stellar, ripple, thorchain, tezos, optimism_binance_smart_chain, avalanche, cosmos, fantom, gnosis, viction, polkadot, ton, dogecoin, aptos, linea, zksync, ethereum_classic, ethereum_pow, kava, bitcoin_cash, hedera, ink, sei, cardano, filecoin'.split(
    ', ',
  );

describe('chain registry', () => {
  it('has one record for each chain_name of the spec plus bitcoin_taproot', () => {
    expect(SPEC_CHAINS).toHaveLength(37);
    expect(new Set(CHAINS.map((c) => c.chain_name))).toEqual(new Set([...SPEC_CHAINS, 'bitcoin_taproot']));
    expect(CHAINS).toHaveLength(CHAIN_NAMES.length);
  });

  it.each(CHAINS.map((c) => [c.chain_name, c] as const))('%s is complete and consistent', (_n, c) => {
    expect(c.name.length).toBeGreaterThan(1);
    expect(c.symbol).toMatch(/^[A-Za-z]{2,5}$/);
    expect(Number.isInteger(c.decimals)).toBe(true);
    expect(() => parsePath(c.path)).not.toThrow();
    expect(c.networks.mainnet.path).toBe(c.path);
    for (const net of ['mainnet', 'testnet'] as const) {
      const n = getNetwork(c, net);
      expect(n.explorer.tx).toContain('{hash}');
      expect(n.explorer.address).toContain('{address}');
      expect(() => parsePath(n.path)).not.toThrow();
    }
    if (c.family === 'evm') {
      expect(c.evmChainId).toBeGreaterThan(0);
      expect(c.networks.testnet.evmChainId).toBeGreaterThan(0);
      expect(c.decimals).toBe(18);
      // Each EVM chain is its own network on the devnet's EVM server, at its own path.
      expect(c.networks.devnet?.rpc).toEqual([`http://127.0.0.1:8545/${c.chain_name}`]);
    } else {
      expect(c.evmChainId).toBeUndefined();
    }
    if (c.curve === 'ed25519')
      expect(
        c.path
          .split('/')
          .slice(1)
          .every((s) => s.endsWith("'")),
      ).toBe(true);
    if (c.deriveTemplate) expect(c.deriveTemplate).toContain('{index}');
  });

  it('uses the paths and decimals the spec gives (§9)', () => {
    const expected: Record<string, [string, number]> = {
      bitcoin: ["m/84'/0'/0'/0/0", 8],
      bitcoin_segwit: ["m/49'/0'/0'/0/0", 8],
      bitcoin_legacy: ["m/44'/0'/0'/0/0", 8],
      bitcoin_taproot: ["m/86'/0'/0'/0/0", 8],
      litecoin: ["m/84'/2'/0'/0/0", 8],
      dogecoin: ["m/44'/3'/0'/0/0", 8],
      bitcoin_cash: ["m/44'/145'/0'/0/0", 8],
      solana: ["m/44'/501'/0'/0'", 9],
      ton: ["m/44'/607'/0'", 9],
      filecoin: ["m/44'/461'/0'/0/0", 18],
      polkadot: ["m/44'/354'/0'/0'/0'", 10],
      aptos: ["m/44'/637'/0'/0'/0'", 8],
      cardano: ["m/1852'/1815'/0'/0/0", 6],
      cosmos: ["m/44'/118'/0'/0/0", 6],
      thorchain: ["m/44'/931'/0'/0/0", 8],
      tezos: ["m/44'/1729'/0'/0'", 6],
      stellar: ["m/44'/148'/0'", 7],
      ripple: ["m/44'/144'/0'/0/0", 6],
    };
    for (const [name, [path, decimals]] of Object.entries(expected)) {
      expect([getChain(name).path, getChain(name).decimals], name).toEqual([path, decimals]);
    }
    expect(getChain('bitcoin').networks.testnet.path).toBe("m/84'/1'/0'/0/0");
    expect(getChain('filecoin').networks.testnet.path).toBe("m/44'/1'/0'/0/0");
  });

  it('builds explorer links as base + /tx/{hash}', () => {
    expect(explorerTxUrl(getChain('ethereum'), '0xabc')).toBe('https://etherscan.io/tx/0xabc');
    expect(explorerTxUrl(getChain('bitcoin'), 'ff', 'testnet')).toBe('https://mempool.space/testnet/tx/ff');
  });

  it('refuses unknown chains with a readable error', () => {
    expect(isChainName('ethereum')).toBe(true);
    expect(isChainName('dogecoin2')).toBe(false);
    expect(() => getChain('nope')).toThrow(UnknownChainError);
    expect(() => getChain('nope')).toThrow(/kestrel chains/);
  });

  it('gives each EVM devnet network its own chain id, never a public network id of any chain', () => {
    const evm = CHAINS.filter((c) => c.evmChainId !== undefined);
    const devnetIds = evm.map((c) => c.networks.devnet!.evmChainId);
    expect(new Set(devnetIds).size).toBe(evm.length);
    const publicIds = new Set(
      evm.flatMap((c) => [c.networks.mainnet.evmChainId, c.networks.testnet.evmChainId]),
    );
    expect(devnetIds.filter((id) => publicIds.has(id))).toEqual([]);
    expect(getNetwork(getChain('ethereum'), 'devnet').evmChainId).toBe(31337);
    expect(getNetwork(getChain('binance_smart_chain'), 'devnet').evmChainId).toBe(3133756);
    expect(evmDevnetNetworks().map((n) => n.chain_name)).toEqual(evm.map((c) => c.chain_name));
  });

  it('falls back to testnet where a chain has no devnet', () => {
    const doge = getChain('dogecoin');
    expect(getNetwork(doge, 'devnet')).toBe(doge.networks.testnet);
    expect(getNetwork(getChain('aptos'), 'devnet').rpc).toEqual(['http://127.0.0.1:8070/v1']);
    expect(getNetwork(getChain('tezos'), 'devnet').rpc).toEqual(['http://127.0.0.1:8732']);
    expect(getNetwork(getChain('solana'), 'devnet').rpc).toEqual(['http://127.0.0.1:8899']);
    expect(getNetwork(getChain('litecoin'), 'devnet').rpc).toEqual(['http://127.0.0.1:19443']);
  });
});
