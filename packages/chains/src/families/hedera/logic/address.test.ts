import { describe, expect, it } from 'vitest';
import { validateHederaAddress } from './address';
import { hip15Checksum } from './checksum';

const TW_ALIAS =
  '0.0.302a300506032b65700321007df3e1ab790b28de4706d36a7aa99a0e043cb3e2c3d6ec6686e4af7f638b0860';

describe('hip15Checksum', () => {
  // hashgraph/hedera-improvement-proposal HIP/hip-15.md ("giving the correct checksum in all of the following examples")
  it.each([
    ['0.0.1', 'dfkxr', 'xzlgq'],
    ['0.0.4', 'cjcuq', 'xdddp'],
    ['0.0.5', 'ktach', 'fnalg'],
    ['0.0.6', 'tcxjy', 'nwxsx'],
    ['0.0.12', 'uuuup', 'povdo'],
    ['0.0.123', 'vfmkw', 'pzmtv'],
    ['0.0.1234567890', 'zbhlt', 'tvhus'],
    ['12.345.6789', 'aoyyt', 'vizhs'],
    ['1.23.456', 'adpbr', 'uxpkq'],
  ])('%s → %s (ledger 0x00), %s (ledger 0xa1ff01)', (address, ledger0, ledgerA1ff01) => {
    expect(hip15Checksum(address, Uint8Array.of(0))).toBe(ledger0);
    expect(hip15Checksum(address, Uint8Array.of(0xa1, 0xff, 0x01))).toBe(ledgerA1ff01);
  });
});

describe('validateHederaAddress', () => {
  it.each([
    // trustwallet/wallet-core tests/chains/Hedera/AddressTests.cpp (Valid, FromStandardArgument)
    ['0.0.1', '0.0.1'],
    ['0.0.1377988', '0.0.1377988'],
    [TW_ALIAS, TW_ALIAS],
    // HIP-15: accepted with or without checksum; normalized without it
    ['0.0.123-vfmkw', '0.0.123'],
    ['12.345.6789-aoyyt', '12.345.6789'],
    // alias hex is normalized to lowercase; a 20-byte EVM address alias is accepted like the SDK does
    [TW_ALIAS.toUpperCase(), TW_ALIAS],
    ['0.0.b794f5ea0ba39494ce839613fffba74279579268', '0.0.b794f5ea0ba39494ce839613fffba74279579268'],
  ])('accepts %s on mainnet', (address, normalized) => {
    expect(validateHederaAddress(address, 'mainnet')).toEqual({ valid: true, normalized });
  });

  it('checks the checksum against the network ledger id', () => {
    // HIP-15 ledger ids: 0 mainnet, 1 testnet. 0.0.123-vfmkw is the mainnet form.
    expect(validateHederaAddress('0.0.123-vfmkw', 'testnet').valid).toBe(false);
    const testnetChecksum = hip15Checksum('0.0.123', Uint8Array.of(1));
    expect(validateHederaAddress(`0.0.123-${testnetChecksum}`, 'testnet')).toEqual({
      valid: true,
      normalized: '0.0.123',
    });
  });

  it.each([
    // hashgraph/hedera-improvement-proposal HIP/hip-15.md (inputs that must be rejected)
    '0.0.123-abcde',
    '0.00.123',
    '0.0.0123-vfmkw',
    '0.0.123-VFMKW',
    '0.0.123-vFmKw',
    '0.0.123#vfmkw',
    '0.0.123vfmkw',
    '0.0.123 - vfmkw',
    '0.123',
    '0.0.123.',
    '0.0.123-vf',
    '0.0.123-vfm-kw',
    '0.0.123-vfmkwxxxx',
    // trustwallet/wallet-core tests/chains/Hedera/AddressTests.cpp (Valid, FromInvalidString)
    'invalid',
    '302a300506032b65700321007df3e1ab790b28de4706d36a7aa99a0e043cb3e2c3d6ec6686e4af7f638b0860',
    '0.0.abc',
    '0.0.99999999999999999999999',
    // wrong alias length / not a point / odd hex
    '0.0.302a300506032b65700321007df3e1ab790b28de4706d36a7aa99a0e043cb3e2c3d6ec6686e4af7f638b08',
    '0.0.302a300506032b6570032100' + 'ff'.repeat(32),
    '0.0.b794f5ea0ba39494ce839613fffba7427957926',
    '0xb794f5ea0ba39494ce839613fffba74279579268',
    '',
    ' 0.0.1',
  ])('rejects %j', (address) => {
    const check = validateHederaAddress(address, 'mainnet');
    expect(check.valid).toBe(false);
    if (!check.valid) expect(check.reason.length).toBeGreaterThan(0);
  });

  it('explains a wrong checksum', () => {
    const check = validateHederaAddress('0.0.123-abcde', 'mainnet');
    expect(check).toEqual({
      valid: false,
      reason: 'The checksum -abcde does not match 0.0.123 on this network',
    });
  });
});
