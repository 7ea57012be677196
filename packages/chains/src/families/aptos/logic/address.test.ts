import { describe, expect, it } from 'vitest';
import { getChain } from '../../../registry/index';
import { aptosKeys } from './keys';

const chain = getChain('aptos');
const check = (address: string) => aptosKeys.validateAddress(chain, address, 'mainnet');

// aptos-labs/aptos-ts-sdk tests/unit/accountAddress.test.ts ("AccountAddress fromString", the strict
// AIP-40 parser): long form with 0x always; short form only for special addresses 0x0–0xf.
describe('aptos validateAddress (strict)', () => {
  it.each([
    ['0x0000000000000000000000000000000000000000000000000000000000000000', '0x0'],
    ['0x0', '0x0'],
    ['0x0000000000000000000000000000000000000000000000000000000000000001', '0x1'],
    ['0x1', '0x1'],
    ['0x000000000000000000000000000000000000000000000000000000000000000f', '0xf'],
    ['0xf', '0xf'],
    [
      '0x0000000000000000000000000000000000000000000000000000000000000010',
      '0x0000000000000000000000000000000000000000000000000000000000000010',
    ],
    [
      '0xca843279e3427144cead5e4d5999a3d0ca843279e3427144cead5e4d5999a3d0',
      '0xca843279e3427144cead5e4d5999a3d0ca843279e3427144cead5e4d5999a3d0',
    ],
    // trustwallet/wallet-core tests/chains/Aptos/AddressTests.cpp (Valid), upper case normalized to lower.
    [
      '0xEEFF357EA5C1A4E7BC11B2B17FF2DC2DCCA69750BFEF1E1EBCACCF8C8018175B',
      '0xeeff357ea5c1a4e7bc11b2b17ff2dc2dcca69750bfef1e1ebcaccf8c8018175b',
    ],
  ])('accepts %s as %s', (address, normalized) => {
    expect(check(address)).toEqual({ valid: true, normalized });
  });

  it.each([
    [
      'long form without 0x',
      '0000000000000000000000000000000000000000000000000000000000000001',
      /starts with 0x/,
    ],
    ['short form without 0x', '1', /starts with 0x/],
    ['padded special address 0x0f', '0x0f', /without padding/],
    ['short non-special 0x10', '0x10', /all 64 hex/],
    [
      'other long form without 0x',
      'ca843279e3427144cead5e4d5999a3d0ca843279e3427144cead5e4d5999a3d0',
      /starts with 0x/,
    ],
    ['too long', '0x00000000000000000000000000000000000000000000000000000000000000001', /at most 64/],
    ['too long 0x00…f', '0x00000000000000000000000000000000000000000000000000000000000000000f', /at most 64/],
    ['invalid hex characters', '0xxyz', /hex characters/],
    ['empty after 0x', '0x', /no hex digits/],
    ['empty', '', /empty/],
    ['invalid prefix', '0za', /starts with 0x/],
    // trustwallet/wallet-core tests/chains/Aptos/AddressTests.cpp: relaxed padding is rejected strictly.
    [
      '63 hex characters (wallet-core pads, AIP-40 does not)',
      '0xeeff357ea5c1a4e7bc11b2b17ff2dc2dcca69750bfef1e1ebcaccf8c8018175',
      /all 64 hex/,
    ],
    [
      'a mutated character (Seff…)',
      '0xSeff357ea5c1a4e7bc11b2b17ff2dc2dcca69750bfef1e1ebcaccf8c8018175b',
      /hex characters/,
    ],
  ])('rejects %s', (_label, address, reason) => {
    const result = check(address);
    expect(result.valid).toBe(false);
    expect(result.valid === false && result.reason).toMatch(reason);
  });
});
