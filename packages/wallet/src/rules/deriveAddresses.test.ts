import { CHAINS } from '@kestrel/chains';
import { describe, expect, it } from 'vitest';
import { checkDeriveSupported, setsEvmAddressesFlag } from './deriveAddresses';

// Spec app-layer §4: adding derived addresses on EVM chains, Solana and Tron sets isEVMAddressesAdded.
describe('setsEvmAddressesFlag', () => {
  it('holds for every EVM chain, solana and tron, and for nothing else', () => {
    const flagged = CHAINS.filter((c) => setsEvmAddressesFlag(c.chain_name)).map((c) => c.chain_name);
    const expected = CHAINS.filter((c) => c.evmChainId !== undefined)
      .map((c) => c.chain_name as string)
      .concat(['solana', 'tron']);
    expect(flagged.sort()).toEqual(expected.sort());
    expect(setsEvmAddressesFlag('not-a-chain')).toBe(false);
  });
  it("chains without a derive template answer 'Unsupported chain'", () => {
    expect(() => checkDeriveSupported('stellar')).toThrow('Unsupported chain');
    expect(() => checkDeriveSupported('ethereum')).not.toThrow();
  });
});
