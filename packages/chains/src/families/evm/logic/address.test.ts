import { hexToBytes } from '@noble/hashes/utils.js';
import { base58 } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evmAddressFromPublicKey, toChecksumAddress, validateEvmAddress } from './address';

// EIP-55 test cases, https://eips.ethereum.org/EIPS/eip-55 (Specification, test(...) calls).
const EIP55_NORMAL = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

describe('EIP-55 checksum', () => {
  it.each(EIP55_NORMAL)('encodes %s', (addr) => {
    expect(toChecksumAddress(addr.slice(2).toLowerCase())).toBe(addr);
    expect(validateEvmAddress(addr)).toEqual({ valid: true, normalized: addr });
  });

  it.each(EIP55_NORMAL)('accepts the single-case forms of %s', (addr) => {
    expect(validateEvmAddress(addr.toLowerCase())).toEqual({ valid: true, normalized: addr });
    expect(validateEvmAddress(`0x${addr.slice(2).toUpperCase()}`)).toEqual({ valid: true, normalized: addr });
  });

  it('accepts single-case forms of a checksummed address and normalizes them', () => {
    // trustwallet/wallet-core tests/chains/Ethereum/AddressTests.cpp (EIP55): upper and lower parse to the same.
    const addr = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    expect(validateEvmAddress(addr.toLowerCase())).toEqual({ valid: true, normalized: addr });
    expect(validateEvmAddress(`0x${addr.slice(2).toUpperCase()}`)).toEqual({ valid: true, normalized: addr });
    expect(validateEvmAddress(`  ${addr}\n`)).toEqual({ valid: true, normalized: addr });
  });
});

describe('validateEvmAddress rejects', () => {
  it('a mutated checksum (one letter case flipped)', () => {
    const r = validateEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD');
    expect(r.valid).toBe(false);
    if (!r.valid) expect(r.reason).toMatch(/checksum/);
  });

  // wallet-core tests/chains/Ethereum/AddressTests.cpp (Invalid): "abc", a short address, a missing 0x.
  it.each([
    ['abc', /starts with 0x/],
    ['aaeb60f3e94c9b9a09f33669435e7ef1beaed', /starts with 0x/],
    ['fB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', /starts with 0x/],
    ['0xaaeb60f3e94c9b9a09f33669435e7ef1beaed', /40 hexadecimal characters.*37/],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed00', /this one has 42/],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg', /hexadecimal/],
    ['', /empty/],
    ['   ', /empty/],
    ['TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC', /starts with 0x/],
  ])('%j', (input, reason) => {
    const r = validateEvmAddress(input);
    expect(r.valid).toBe(false);
    if (!r.valid) expect(r.reason).toMatch(reason);
  });
});

describe('evmAddressFromPublicKey', () => {
  it('matches published public key -> address pairs', () => {
    // wallet-core tests/interface/TWHDWalletTests.cpp (DeriveEthereum): uncompressed key -> address.
    const pub = hexToBytes(
      '0414acbe5a06c68210fcbb77763f9612e45a526990aeb69d692d705f276f558a5ae68268e9389bb099ed5ac84d8d6861110f63644f6e5b447e3f86b4bab5dee011',
    );
    expect(evmAddressFromPublicKey(pub)).toBe('0x27Ef5cDBe01777D62438AfFeb695e33fC2335979');
    // wevm/viem src/accounts/mnemonicToAccount.test.ts: the Hardhat/Anvil account 0 public key.
    const viemPub = hexToBytes(
      '048318535b54105d4a7aae60c08fc45f9687181b4fdfc625bd1a753fa7397fed753547f11ca8696646f2f3acb08e31016afac23e630c5d11f59f61fef57b0d2aa5',
    );
    expect(evmAddressFromPublicKey(viemPub)).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  });
});

describe('validateEvmAddress never throws', () => {
  it('for arbitrary text and byte strings', () => {
    const inputs = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.uint8Array({ maxLength: 40 }).map((b) => `0x${Buffer.from(b).toString('hex')}`),
      fc.uint8Array({ maxLength: 40 }).map((b) => base58.encode(b)),
      fc.uint8Array({ maxLength: 40 }).map((b) => Buffer.from(b).toString('latin1')),
    );
    fc.assert(
      fc.property(inputs, (s) => {
        const r = validateEvmAddress(s);
        expect(typeof r.valid).toBe('boolean');
      }),
      { numRuns: 100 },
    );
  });
});
