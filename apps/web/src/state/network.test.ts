import { describe, expect, it } from 'vitest';
import { adapterConfigFor, hasDevnetNode, isNetworkName } from './network';

describe('network profiles', () => {
  it('knows the three networks and nothing else', () => {
    expect(['mainnet', 'testnet', 'devnet'].every(isNetworkName)).toBe(true);
    expect(isNetworkName('regtest')).toBe(false);
  });

  it('reaches the devnet nodes through the same-origin proxy paths', () => {
    expect(adapterConfigFor('devnet', 'evm', 'ethereum')).toEqual({
      rpc: ['http://127.0.0.1/devnet/evm'],
      explorerApis: ['http://127.0.0.1/devnet/explorer'],
    });
    expect(adapterConfigFor('devnet', 'utxo', 'litecoin')).toMatchObject({
      rpc: ['http://127.0.0.1/devnet/litecoin'],
    });
    // Other networks use the registry's endpoints.
    expect(adapterConfigFor('mainnet', 'evm', 'ethereum')).toEqual({});
  });

  it('has local nodes only for the EVM chains and litecoin', () => {
    expect(hasDevnetNode('evm', 'polygon')).toBe(true);
    expect(hasDevnetNode('utxo', 'litecoin')).toBe(true);
    expect(hasDevnetNode('utxo', 'bitcoin')).toBe(false);
    expect(hasDevnetNode('solana', 'solana')).toBe(false);
  });
});
