import { describe, expect, it } from 'vitest';

// Each test file has its own module registry, so nothing has loaded a family before these tests.
const chains = await import('../src/index');
const { getChain, seedFromMnemonic, FamilyNotLoadedError, ChainNotSupportedError } = chains;

const ABOUT = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const ETH_ADDRESS = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';

describe('the family registry loads a family only when asked', () => {
  it('importing @kestrel/chains loads no family: the key functions say so instead of guessing', () => {
    for (const name of ['ethereum', 'bitcoin', 'ton', 'solana']) {
      expect(() => chains.loadedFamilyOf(getChain(name))).toThrow(FamilyNotLoadedError);
    }
    const seed = seedFromMnemonic(ABOUT);
    expect(() => chains.deriveAccount('ton', seed)).toThrow(FamilyNotLoadedError);
    expect(() => chains.deriveAccount('ton', seed)).toThrow(/ton chain family is not loaded/);
    // Not "invalid": an address or key cannot be judged without its family.
    expect(() => chains.validateAddress('ethereum', ETH_ADDRESS)).toThrow(FamilyNotLoadedError);
    expect(() => chains.validatePrivateKey('ethereum', '0x' + '11'.repeat(32))).toThrow(FamilyNotLoadedError);
  });

  it('loadFamilyOf loads that family alone; the key functions then work for it', async () => {
    const ton = await chains.loadFamilyOf('ton');
    expect(ton.family).toBe('ton');
    expect(chains.loadedFamilyOf(getChain('ton'))).toBe(ton);
    expect(chains.deriveAccount('ton', seedFromMnemonic(ABOUT)).address).toMatch(/^UQ/);
    expect(() => chains.loadedFamilyOf(getChain('aptos'))).toThrow(FamilyNotLoadedError);
    // Asking again gives the same module, not a second load.
    expect(await chains.loadFamily('ton')).toBe(ton);
  });

  it('loadFamilies loads the families of the chains named', async () => {
    await chains.loadFamilies(['ethereum', 'polygon']);
    expect(chains.validateAddress('ethereum', ETH_ADDRESS.toLowerCase())).toEqual({
      valid: true,
      normalized: ETH_ADDRESS,
    });
    expect(() => chains.loadedFamilyOf(getChain('solana'))).toThrow(FamilyNotLoadedError);
  });

  it('a keys-only family answers ChainNotSupportedError for adapters and signers', async () => {
    // Every family has an adapter now: the keys-only module is built here from one family's keys.
    const { keysOnlyFamily } = await import('../src/families/keys-only');
    const { aptosKeys } = await import('../src/families/aptos/logic/keys');
    const keysOnly = keysOnlyFamily('aptos', aptosKeys);
    const chain = getChain('aptos');
    expect(() => keysOnly.createAdapter(chain, { network: 'mainnet' })).toThrow(ChainNotSupportedError);
    await expect(keysOnly.signerFromKey(chain, 'mainnet', 'x')).rejects.toThrow(ChainNotSupportedError);
    expect(keysOnly.sendErrorCode('insufficient funds')).toBe('other');
    expect(keysOnly.presentation(chain)).toEqual({
      customFeeUnit: null,
      customFeeDecimals: 0,
      canBatch: false,
      recordsFailedSends: false,
    });
    expect(keysOnly.devnet).toBeUndefined();
    // Its keys still work.
    expect(keysOnly.keys.validateAddress(chain, '0x1', 'mainnet')).toEqual({
      valid: true,
      normalized: '0x1',
    });
  });

  it('every family module names its own family', async () => {
    await chains.loadFamilies();
    for (const family of chains.FAMILIES) expect((await chains.loadFamily(family)).family).toBe(family);
  });
});
